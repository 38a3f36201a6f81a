-- The public reads every server keeps in memory (the menu, the
-- footer, the home page and the catalogue's pages, server/platform/cache/)
-- are dropped when a table behind them changes, whoever changes it: the demo
-- seed, an administrator's tool, a hand-written UPDATE. One trigger per
-- statement on each of those tables bumps the change number (in the writing
-- transaction, so it is seen exactly when the change is) and notifies every
-- server listening on the channel, on this process or another; PostgreSQL
-- delivers the notification when the transaction commits, and never if it
-- rolls back.
CREATE TABLE public_reads_version (
  id       integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version  bigint NOT NULL
);
INSERT INTO public_reads_version (id, version) VALUES (1, 0);

CREATE FUNCTION public_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE public_reads_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  PERFORM pg_notify('exam_shop_public_reads', next_version::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER categories_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
CREATE TRIGGER sub_categories_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sub_categories
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
CREATE TRIGGER exams_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exams
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
CREATE TRIGGER practice_tests_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON practice_tests
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
CREATE TRIGGER packages_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON packages
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
CREATE TRIGGER package_exams_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_exams
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
CREATE TRIGGER footer_content_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON footer_content
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
