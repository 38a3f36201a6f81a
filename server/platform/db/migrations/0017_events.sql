-- The real-time events of each account: what its Server-Sent
-- Events stream sends, kept so a reconnect with Last-Event-ID replays exactly
-- what was missed.
--
-- The id is a per-account sequence number, not a bigserial: a bigserial is
-- taken when a transaction inserts but becomes visible when it commits, so
-- two transactions can commit in the other order (11 visible before 10) and
-- a reader that already sent 11 would never send 10. The counter row below
-- is updated in the publishing transaction and stays locked until it ends,
-- so one account's events commit in the order of their numbers, and a
-- rolled-back transaction gives its number back: no gap, no duplicate.
CREATE TABLE event_counters (
  user_id  text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_id  bigint NOT NULL
);

CREATE TABLE events (
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  id          bigint NOT NULL,
  type        text NOT NULL,
  payload     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- Replay reads (user_id, id > last) in order: this key is its index.
  PRIMARY KEY (user_id, id)
);

-- Housekeeping deletes old events by age.
CREATE INDEX events_created_idx ON events (created_at);
