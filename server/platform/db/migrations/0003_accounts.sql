-- Learner accounts and their signed-in sessions.

CREATE TABLE users (
  id                 text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name               text NOT NULL,
  email              text NOT NULL,
  -- scrypt$N$r$p$salt$hash (server/platform/security/password-hasher.ts)
  password_hash      text NOT NULL,
  -- NULL until the learner types the emailed code; unverified accounts cannot sign in.
  email_verified_at  timestamptz,
  -- The 10 national digits of a US number, or NULL.
  phone              text CHECK (phone ~ '^[0-9]{10}$'),
  phone_verified_at  timestamptz,
  -- The profile image; the foreign key to media is added with that table.
  image_id           text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
-- One account per address whatever its letter case.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- A signed-in browser. The `sid` cookie holds a random secret; only its
-- SHA-256 is stored, so a copy of the database cannot sign anyone in.
-- Access tokens carry the row id, so revoking the row ends them at once.
CREATE TABLE sessions (
  id          text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  secret_hash text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One-time codes sent by email or SMS. The code itself is never stored,
-- only an HMAC of it under the server secret.
CREATE TABLE one_time_codes (
  id          text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('verify-email', 'verify-phone', 'reset-password')),
  code_hash   text NOT NULL,
  -- Where the code went (email address or phone digits): a phone code only
  -- verifies the number it was sent to.
  sent_to     text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX one_time_codes_user_purpose_idx ON one_time_codes (user_id, purpose, created_at DESC);

-- The single-use token a verified reset code is exchanged for; stored hashed.
CREATE TABLE password_reset_tokens (
  token_hash  text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

-- Secrets the servers generate once and share (the token signing secret when
-- TOKEN_SECRET is not set).
CREATE TABLE app_secrets (
  name        text PRIMARY KEY,
  value       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
