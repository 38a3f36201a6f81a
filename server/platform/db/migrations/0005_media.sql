-- Uploaded images. The bytes live in the media folder under
-- `storage_key`, a generated name; this row says whose they are and what
-- their sniffed type is.
CREATE TABLE media (
  id            text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id       text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  storage_key   text NOT NULL UNIQUE,
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  byte_size     integer NOT NULL CHECK (byte_size > 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_user_idx ON media (user_id);

ALTER TABLE users ADD CONSTRAINT users_image_fk FOREIGN KEY (image_id) REFERENCES media(id) ON DELETE SET NULL;
