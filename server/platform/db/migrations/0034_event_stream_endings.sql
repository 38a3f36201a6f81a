-- The open event streams end with their authority (server/platform/events/
-- wakeups.ts): a session ended or an account's role changed is announced on
-- the same channel that wakes the streams, exam_shop_events, whoever ends it
-- (a sign-out, an admin's "end sessions", a password change or reset, a
-- hand-written UPDATE) and on whichever server the stream is open.
-- PostgreSQL delivers the notification when the transaction commits, and
-- never if it rolls back. The payloads' prefixes are wakeups.ts's
-- SESSION_ENDED_PREFIX and ROLE_CHANGED_PREFIX; a bare id is an account's
-- new event.
CREATE FUNCTION event_streams_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('exam_shop_events', 'session-ended:' || NEW.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_end_event_streams AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION event_streams_session_ended();

CREATE FUNCTION event_streams_role_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('exam_shop_events', 'role-changed:' || NEW.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_role_end_event_streams AFTER UPDATE OF role ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION event_streams_role_changed();
