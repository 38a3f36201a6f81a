-- The learner's cart and wishlist, kept on the server. Runs the
-- same on PGlite and PostgreSQL.
--
-- One row per item per learner: an exam or a package sits in the cart or in
-- the wishlist, never in both and never twice (the two unique indexes), so
-- "add twice" and two simultaneous adds leave one line. Moving between the
-- lists changes `list`. A line holds no price: the cart reads the catalog's
-- price every time, and the checkout's quote prices it again.

CREATE TABLE cart_lines (
  id          text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  list        text NOT NULL CHECK (list IN ('cart', 'wishlist')),
  -- Exactly one of the two: the line's exam or its package. An item the
  -- catalog stops selling (its row deleted) leaves the learners' lists too.
  exam_id     text REFERENCES exams(id) ON DELETE CASCADE,
  package_id  text REFERENCES packages(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- Display order: lines added in one statement (a merge) keep the order sent.
  position    bigint GENERATED ALWAYS AS IDENTITY,
  CHECK ((exam_id IS NULL) <> (package_id IS NULL))
);
CREATE UNIQUE INDEX cart_lines_exam_idx ON cart_lines (user_id, exam_id) WHERE exam_id IS NOT NULL;
CREATE UNIQUE INDEX cart_lines_package_idx ON cart_lines (user_id, package_id) WHERE package_id IS NOT NULL;
-- A learner's lists in order, and their counts.
CREATE INDEX cart_lines_user_idx ON cart_lines (user_id, list, position);
-- The catalog's deletes find the lines to remove.
CREATE INDEX cart_lines_exam_ref_idx ON cart_lines (exam_id) WHERE exam_id IS NOT NULL;
CREATE INDEX cart_lines_package_ref_idx ON cart_lines (package_id) WHERE package_id IS NOT NULL;
