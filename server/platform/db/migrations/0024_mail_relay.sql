-- Email through an SMTP relay with retries. The outbox stays the
-- record of every message; an email recorded while a relay is configured
-- (SMTP_URL) is also owed to the relay until it is sent or given up
-- (platform/delivery/mail-relay.ts):
--   relay            'none'    outbox only (no relay configured, an SMS, or
--                              any row written before this migration)
--                    'pending' owed: sent after its transaction commits, and
--                              again by the retry job while it fails
--                    'sent'    the relay accepted it (sent_at)
--                    'failed'  given up: past relay_give_up_at, or refused
--                              for good (a recipient the relay rejects)
--   relay_next_at        when the next try is due (backing off after each failure)
--   relay_claimed_until  a try under way holds the row until then, so two
--                        servers (or the first try and the job) never send
--                        it at once; a server that dies mid-try lets it run out
--   relay_give_up_at     no try after this (a one-time code: its lifetime;
--                        otherwise a day)
--   message_id           the Message-ID header, the same on every try, so a
--                        letter sent twice after a crash is one message to
--                        the receiving side
ALTER TABLE outbox ADD COLUMN html text;
ALTER TABLE outbox ADD COLUMN message_id text;
ALTER TABLE outbox ADD COLUMN relay text NOT NULL DEFAULT 'none' CHECK (relay IN ('none', 'pending', 'sent', 'failed'));
ALTER TABLE outbox ADD COLUMN relay_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN relay_next_at timestamptz;
ALTER TABLE outbox ADD COLUMN relay_claimed_until timestamptz;
ALTER TABLE outbox ADD COLUMN relay_give_up_at timestamptz;
ALTER TABLE outbox ADD COLUMN relay_error text;
ALTER TABLE outbox ADD COLUMN sent_at timestamptz;
ALTER TABLE outbox ADD CONSTRAINT outbox_pending_is_scheduled
  CHECK (relay <> 'pending' OR (relay_next_at IS NOT NULL AND relay_give_up_at IS NOT NULL AND message_id IS NOT NULL));
-- The retry job's search: only the rows still owed.
CREATE INDEX outbox_relay_due_idx ON outbox (relay_next_at) WHERE relay = 'pending';
