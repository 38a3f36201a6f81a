-- Coupons, orders and learners in the admin area.
--
-- An operator can switch a coupon off without losing its dates, limit and
-- uses: the cart refuses a disabled code (server/cart/coupons/service.ts);
-- enabling it again clears the column. Runs the same on PGlite and PostgreSQL.
ALTER TABLE coupons ADD COLUMN disabled_at timestamptz;

-- The admin's order search: newest first over every learner, and a coupon's
-- usage (its paid orders and what they took off).
CREATE INDEX orders_created_idx ON orders (created_at DESC, id);
CREATE INDEX orders_coupon_idx ON orders (coupon_id) WHERE coupon_id IS NOT NULL;
