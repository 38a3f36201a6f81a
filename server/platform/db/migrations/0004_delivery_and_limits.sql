-- Outgoing messages and attempt counters.

-- Every email and SMS the shop sends, in order. Outside production it is
-- readable at /dev/outbox so a person trying the shop can finish sign-up.
CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient   text NOT NULL,
  subject     text NOT NULL DEFAULT '',
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window attempt counters, kept in the database so they survive a
-- restart and are shared by every server. One row per key and window.
CREATE TABLE rate_limits (
  key           text NOT NULL,
  window_start  timestamptz NOT NULL,
  count         integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
