-- Footer content (spec §3 "Footer content section") and newsletter sign-ups.

-- One row: the footer is site-wide. The CHECK keeps it a singleton.
CREATE TABLE footer_content (
  id                  integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  address             text NOT NULL,
  email               text NOT NULL,
  phone               text NOT NULL,
  follow_on_twitter   text NOT NULL,
  follow_on_facebook  text NOT NULL,
  follow_on_linkdin   text NOT NULL,
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscriptions (
  id          text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- One row per address whatever its letter case.
CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (lower(email));
