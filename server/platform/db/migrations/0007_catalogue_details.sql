-- What the exam and package pages show: vendor, level, a rich-text
-- description (stored already sanitised, server/content/rich-text.ts), sale
-- price, validity, image and popularity of an exam; its practice tests; and
-- packages that bundle exams. Runs the same on PGlite and PostgreSQL.

-- Trigram search of exam names and codes (typo-tolerant, partial words).
-- PGlite loads the extension in server/platform/db/pglite-server.ts; on a PostgreSQL
-- server it is the contrib module, "trusted" since PostgreSQL 13, so a
-- database owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE categories ADD COLUMN description text NOT NULL DEFAULT '';

-- vendor and level are NOT NULL with defaults so that rows written before
-- this migration still fit the contract (ExamCard.level is required); the
-- demo seed fills the real values by exam code.
ALTER TABLE exams
  ADD COLUMN vendor            text NOT NULL DEFAULT '',
  ADD COLUMN level             text NOT NULL DEFAULT 'Associate'
    CHECK (level IN ('Foundation', 'Associate', 'Professional', 'Expert')),
  ADD COLUMN description_html  text NOT NULL DEFAULT '',
  -- NULL when no sale runs; a sale is always cheaper than the price.
  ADD COLUMN sale_price        numeric(10, 2) CHECK (sale_price >= 0 AND sale_price < price),
  ADD COLUMN validity_days     integer NOT NULL DEFAULT 180 CHECK (validity_days > 0),
  -- An image URL; NULL lets the browser draw the vendor badge.
  ADD COLUMN image             text,
  ADD COLUMN popularity        integer NOT NULL DEFAULT 0;

CREATE INDEX exams_popularity_idx ON exams (popularity DESC, name);
CREATE INDEX exams_name_trgm_idx ON exams USING gin (lower(name) gin_trgm_ops);
CREATE INDEX exams_code_trgm_idx ON exams USING gin (lower(code) gin_trgm_ops);

-- The practice tests of an exam. The test-taking work adds its
-- sections, questions, pass mark and pause rules to this same table.
CREATE TABLE practice_tests (
  id                text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  exam_id           text NOT NULL REFERENCES exams(id) ON DELETE CASCADE,
  name              text NOT NULL,
  question_count    integer NOT NULL CHECK (question_count > 0),
  duration_minutes  integer NOT NULL CHECK (duration_minutes > 0),
  sort_order        integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (exam_id, name)
);
CREATE INDEX practice_tests_exam_idx ON practice_tests (exam_id, sort_order);

CREATE TABLE packages (
  id                 text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name               text NOT NULL UNIQUE,
  slug               text NOT NULL UNIQUE,
  short_description  text NOT NULL DEFAULT '',
  description_html   text NOT NULL DEFAULT '',
  price              numeric(10, 2) NOT NULL CHECK (price >= 0),
  sale_price         numeric(10, 2) CHECK (sale_price >= 0 AND sale_price < price),
  validity_days      integer NOT NULL DEFAULT 365 CHECK (validity_days > 0),
  image              text,
  sort_order         integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE package_exams (
  package_id  text NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  exam_id     text NOT NULL REFERENCES exams(id) ON DELETE CASCADE,
  sort_order  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (package_id, exam_id)
);
-- "Packages that bundle this exam" on the exam overview.
CREATE INDEX package_exams_exam_idx ON package_exams (exam_id);
