-- The catalogue: categories -> sub-categories -> exams (spec §3 "Menu category").
-- Ids are text so they travel as the spec's `_id` strings unchanged.

CREATE TABLE categories (
  id          text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name        text NOT NULL UNIQUE,
  sort_order  integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sub_categories (
  id           text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  category_id  text NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  name         text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (category_id, name)
);
CREATE INDEX sub_categories_category_idx ON sub_categories (category_id, sort_order);

CREATE TABLE exams (
  id                 text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  category_id        text NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  -- NULL when the exam sits directly under its category.
  sub_category_id    text REFERENCES sub_categories(id) ON DELETE SET NULL,
  name               text NOT NULL,
  slug               text NOT NULL UNIQUE,
  code               text NOT NULL UNIQUE,
  price              numeric(10, 2) NOT NULL CHECK (price >= 0),
  short_description  text NOT NULL DEFAULT '',
  sort_order         integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exams_category_idx ON exams (category_id, sub_category_id, sort_order);
