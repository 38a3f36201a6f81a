-- A learner's notifications (spec §3 "Notification": title, description, createdAt).
CREATE TABLE notifications (
  id           text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id      text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title        text NOT NULL,
  description  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  read_at      timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id);
