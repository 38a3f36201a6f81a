-- The operator's side: a third role, admin, on the same sign-in,
-- and the audit log of every change an admin makes.
--
-- Admins are made by the first-admin command (scripts/create-admin.ts) or,
-- outside production, the demo seed; never by signing up.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('learner', 'agent', 'admin'));

-- One row per change: who (the admin's account, kept by name too so a
-- removed account's rows still say who), what (an action on an entity, e.g.
-- 'update' of 'exam' 42), and the record before and after as JSON (NULL
-- before a creation, NULL after a removal). Written in the same transaction
-- as the change itself, so a change and its row are never one without the other.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  admin_id    text REFERENCES users(id) ON DELETE SET NULL,
  admin_name  text NOT NULL,
  action      text NOT NULL CHECK (action ~ '^[a-z][a-z-]{0,39}$'),
  entity      text NOT NULL CHECK (entity ~ '^[a-z][a-z-]{0,39}$'),
  entity_id   text NOT NULL,
  summary     text NOT NULL,
  before      jsonb,
  after       jsonb,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, at DESC);
