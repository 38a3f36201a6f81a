-- Coupons (spec §3 "Coupon" and §9 "Coupon types"): a code's
-- terms, when it may be used, how often in all, and who has used it. Money
-- is whole cents; the rule that prices a coupon is src/domain/cart/coupon.ts.
-- Runs the same on PGlite and PostgreSQL.

CREATE TABLE coupons (
  id                text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  -- What the learner types; matched whatever its letter case (index below).
  code              text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{3,32}$'),
  coupon_type       text NOT NULL CHECK (coupon_type IN ('FLAT PERCENT', 'FLAT PERCENT UPTO', 'CASH DISCOUNT UPTO')),
  -- The percent types: a whole percent from 1 to 100. 'CASH DISCOUNT UPTO': cents.
  discount          integer NOT NULL CHECK (discount > 0),
  -- The smallest subtotal the coupon applies to, in cents.
  min_amount_cents  integer NOT NULL DEFAULT 0 CHECK (min_amount_cents >= 0),
  -- The cap, in cents: required by the two UPTO types, absent for 'FLAT PERCENT'.
  dis_upto_cents    integer CHECK (dis_upto_cents > 0),
  -- Usable from valid_from until (not including) valid_until; NULL: no end.
  valid_from        timestamptz NOT NULL DEFAULT now(),
  valid_until       timestamptz,
  -- How many orders in all may use it; NULL: no limit.
  usage_limit       integer CHECK (usage_limit >= 0),
  -- Uses reserved so far (rows of coupon_uses). The reservation raises it in
  -- one conditional UPDATE (server/cart/coupons/repository.ts), so the check
  -- below is a last guard, never the way a limit is enforced.
  used              integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (coupon_type = 'CASH DISCOUNT UPTO' OR discount <= 100),
  CHECK ((coupon_type = 'FLAT PERCENT') = (dis_upto_cents IS NULL)),
  CHECK (valid_until IS NULL OR valid_until > valid_from),
  CHECK (usage_limit IS NULL OR used <= usage_limit)
);
-- One coupon per code whatever its letter case: "welcome10" is WELCOME10.
CREATE UNIQUE INDEX coupons_code_key ON coupons (lower(code));

-- One learner's use of a coupon, for one order. The primary key makes a
-- coupon once per learner. order_id is text WITHOUT a foreign key: the
-- orders table arrives with checkout in a later migration, which may add
-- the constraint once it exists.
CREATE TABLE coupon_uses (
  coupon_id  text NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  user_id    text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id   text NOT NULL,
  used_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (coupon_id, user_id)
);
-- A failed payment releases its order's use.
CREATE INDEX coupon_uses_order_idx ON coupon_uses (order_id);
