-- Session change notices (issue 28, decision 0043): every server keeps the live sessions it has seen
-- (lib/auth/session-memo.ts) and must hear at once when one ends or its user changes, whoever wrote
-- it (a logout on another server, "log out of all devices", a password change, leaving a team, an
-- account deletion, the purge, a script). Postgres delivers a NOTIFY on commit (never for a
-- rolled-back write) to every listening session. The payload on channel 'session_changed' is the
-- user's id: that user's sessions are read again. Identical notices in one transaction are folded
-- into one by Postgres. A new session (INSERT) needs none: nothing is kept for it yet.

CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  user_id TEXT;
BEGIN
  -- Assigned in two branches, not by a CASE: a record's fields are resolved for the whole expression.
  IF TG_TABLE_NAME = 'User' THEN user_id := OLD."id"; ELSE user_id := OLD."userId"; END IF;
  PERFORM pg_notify('session_changed', user_id);
  RETURN NULL;
END;
$$;

-- Any change to a session row ends or shortens it: revoked, deleted (the purge, the expiry sweep).
CREATE TRIGGER "Session_changed" AFTER UPDATE OR DELETE ON "Session" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();
-- Only what a session carries or what ends it; a password hash or updatedAt alone is not a change
-- (a password change ends the sessions through their rows).
CREATE TRIGGER "User_session_changed" AFTER UPDATE ON "User"
  FOR EACH ROW WHEN (
    OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."role" IS DISTINCT FROM NEW."role" OR OLD."deletionRequestedAt" IS DISTINCT FROM NEW."deletionRequestedAt"
    OR OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt"
  ) EXECUTE FUNCTION "notify_session_changed"();
CREATE TRIGGER "User_session_deleted" AFTER DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();
