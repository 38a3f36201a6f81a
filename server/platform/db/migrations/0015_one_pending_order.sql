-- At most one payment under way per learner (nothing may charge a
-- learner twice). Two tabs paying the same cart under two different keys
-- would otherwise make two pending orders and two charges before either
-- was fulfilled. The checkout settles (or, for an unfinished 3-D Secure
-- step, fails) the learner's pending order before writing a new one; this
-- index makes that rule hold when two requests race.
CREATE UNIQUE INDEX orders_one_pending_idx ON orders (user_id) WHERE status = 'pending';
