-- The bytes of uploaded images, in the database: every server on
-- the database reads what any of them stored, with nothing to share but the
-- database. `storage_key` is the generated name the `media` row points to
-- (media/media-store.ts); no foreign key, since the bytes are stored before
-- their row, and bytes no row names are removed after a day
-- (security/housekeeping.ts). MEDIA_STORE=folder keeps them in DATA_DIR/media
-- instead, and this table stays empty.
CREATE TABLE media_bytes (
  storage_key  text PRIMARY KEY,
  bytes        bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
