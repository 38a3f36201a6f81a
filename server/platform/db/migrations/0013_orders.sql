-- The checkout: quotes, orders, what an order grants (exam
-- subscriptions and package subscriptions), receipts and credit notes.
-- Money is whole cents. Runs the same on PGlite and PostgreSQL.

-- The server's price of a learner's cart at one moment. Paying names a
-- quote; a quote past expires_at (15 minutes) cannot be paid. `lines` is the
-- contract's QuoteLine array as JSON; cart_fingerprint names the cart's
-- items (sorted kind:id list) so a payment can tell the cart changed.
CREATE TABLE quotes (
  id                text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id           text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lines             jsonb NOT NULL,
  cart_fingerprint  text NOT NULL,
  subtotal_cents    integer NOT NULL CHECK (subtotal_cents >= 0),
  coupon_id         text REFERENCES coupons(id) ON DELETE SET NULL,
  coupon_code       text,
  discount_cents    integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  coupon_capped     boolean NOT NULL DEFAULT false,
  coupon_message    text,
  total_cents       integer NOT NULL CHECK (total_cents >= 0),
  expires_at        timestamptz NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_cents <= subtotal_cents),
  CHECK (total_cents = subtotal_cents - discount_cents)
);
CREATE INDEX quotes_user_idx ON quotes (user_id, created_at DESC);

-- Receipts and credit notes are numbered in sequence, never reused.
CREATE SEQUENCE receipt_numbers;
CREATE SEQUENCE credit_note_numbers;

-- One payment of one quote. Written `pending` with the browser's
-- idempotency key BEFORE the gateway is called (outside any transaction);
-- marked paid and fulfilled in one transaction; `failed` when declined or
-- left pending too long (the reconciler). The same key from the same
-- learner is the same order: the unique index makes two racing requests
-- one order.
CREATE TABLE orders (
  id                  text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id             text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key     text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 64),
  quote_id            text NOT NULL REFERENCES quotes(id),
  cart_fingerprint    text NOT NULL,
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'refunded')),
  lines               jsonb NOT NULL,
  subtotal_cents      integer NOT NULL CHECK (subtotal_cents >= 0),
  coupon_id           text REFERENCES coupons(id) ON DELETE SET NULL,
  coupon_code         text,
  discount_cents      integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  coupon_capped       boolean NOT NULL DEFAULT false,
  coupon_message      text,
  total_cents         integer NOT NULL CHECK (total_cents >= 0),
  currency            text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  -- What the gateway answered: only the brand and the last four digits of the card.
  charge_id           text UNIQUE,
  card_brand          text CHECK (card_brand IN ('visa', 'mastercard', 'american-express')),
  last4               text CHECK (last4 ~ '^[0-9]{4}$'),
  -- A 3-D Secure step waiting for the card holder.
  confirmation_id     text UNIQUE,
  decline_code        text CHECK (decline_code IN ('card_declined', 'insufficient_funds', 'expired_card', 'authentication_failed')),
  failure_message     text,
  receipt_number      text UNIQUE,
  credit_note_number  text UNIQUE,
  refund_id           text UNIQUE,
  created_at          timestamptz NOT NULL DEFAULT now(),
  paid_at             timestamptz,
  -- Set in the fulfilment transaction, with paid_at: the order's grants exist.
  fulfilled_at        timestamptz,
  failed_at           timestamptz,
  refunded_at         timestamptz,
  CHECK (total_cents = subtotal_cents - discount_cents),
  CHECK ((status IN ('paid', 'refunded')) = (paid_at IS NOT NULL AND fulfilled_at IS NOT NULL AND receipt_number IS NOT NULL)),
  CHECK ((status = 'refunded') = (refunded_at IS NOT NULL AND credit_note_number IS NOT NULL)),
  CHECK ((status = 'failed') = (failed_at IS NOT NULL))
);
CREATE UNIQUE INDEX orders_key_idx ON orders (user_id, idempotency_key);
-- Transactions: a learner's orders, newest first.
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id);
-- The reconciler: orders still pending.
CREATE INDEX orders_pending_idx ON orders (created_at) WHERE status = 'pending';

-- The coupon use an order holds (migration 0010 left order_id without a
-- foreign key until orders existed). Uses recorded before this migration
-- (none in a real shop: nothing could be bought) are kept as they are.
-- NOT VALID: the check applies to new rows only.
ALTER TABLE coupon_uses ADD CONSTRAINT coupon_uses_order_fk FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE CASCADE NOT VALID;

-- A bought package (My Packages): from starts_at for the package's
-- validity_days. Its exams are rows of subscriptions pointing here.
CREATE TABLE package_subscriptions (
  id          text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  package_id  text NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  order_id    text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  starts_at   timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > starts_at),
  -- One grant of a package per order.
  UNIQUE (order_id, package_id)
);
CREATE INDEX package_subscriptions_user_idx ON package_subscriptions (user_id, expires_at);

-- What granted an exam subscription: the order (bought alone or in a
-- package) and the package subscription when it came with one. Seeded
-- subscriptions have neither. One grant of an exam per order.
ALTER TABLE subscriptions ADD COLUMN order_id text REFERENCES orders(id) ON DELETE CASCADE;
ALTER TABLE subscriptions ADD COLUMN package_subscription_id text REFERENCES package_subscriptions(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX subscriptions_order_exam_idx ON subscriptions (order_id, exam_id) WHERE order_id IS NOT NULL;
CREATE INDEX subscriptions_package_idx ON subscriptions (package_subscription_id) WHERE package_subscription_id IS NOT NULL;

-- Attachments of an email in the outbox (the PDF receipt): what SMTP sends
-- and /dev/outbox links to.
CREATE TABLE outbox_attachments (
  id            bigserial PRIMARY KEY,
  outbox_id     bigint NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
  filename      text NOT NULL CHECK (length(filename) BETWEEN 1 AND 200),
  content_type  text NOT NULL,
  content       bytea NOT NULL
);
CREATE INDEX outbox_attachments_outbox_idx ON outbox_attachments (outbox_id);
