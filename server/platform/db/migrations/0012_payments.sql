-- The sandbox payment gateway's own ledger (server/platform/payments/):
-- what a card processor keeps on its side, one row per charge, keyed by the
-- shop's idempotency key so a retried charge is answered from here instead
-- of charging again, even after a restart. The shop's orders are not here.
--
-- Only the brand and the last four digits of a card are stored: never the
-- number, the CVC, the expiry or the holder's name.
CREATE TABLE sandbox_charges (
  idempotency_key  text PRIMARY KEY CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  charge_id        text NOT NULL UNIQUE,
  amount_cents     integer NOT NULL CHECK (amount_cents > 0),
  currency         text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  brand            text NOT NULL CHECK (brand IN ('visa', 'mastercard', 'american-express')),
  last4            text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  -- requires_action: waiting for the 3-D Secure step (confirmation_id).
  status           text NOT NULL CHECK (status IN ('succeeded', 'requires_action', 'declined', 'refunded')),
  decline_code     text CHECK (decline_code IN ('card_declined', 'insufficient_funds', 'expired_card', 'authentication_failed')),
  confirmation_id  text UNIQUE,
  -- One refund per charge; a second refund call answers this one.
  refund_id        text UNIQUE,
  refunded_cents   integer CHECK (refunded_cents > 0 AND refunded_cents <= amount_cents),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'declined') = (decline_code IS NOT NULL)),
  CHECK ((status = 'refunded') = (refund_id IS NOT NULL AND refunded_cents IS NOT NULL))
);
