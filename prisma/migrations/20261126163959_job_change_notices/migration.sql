-- Job change notices (issue 28, decision 0040): every server caches a visitor's job page and recent
-- searches, and must hear at once when what they show changes, whoever changed it (an employer's edit,
-- a renewal, closing, moderation, report hiding, a task, a script). Postgres delivers a NOTIFY on commit
-- (never for a rolled-back write) to every listening session; lib/job-search/service/job-changes.ts
-- listens on each server. Payloads on channel 'job_changed':
--   '<job id>'  one job's page and the searches (an UPDATE or DELETE of the job or of its skills)
--   'new'       new jobs: the searches and the listing, no page (INSERT, once per statement)
--   '*'         everything (an employer's name, site, badge or approval: all its jobs' pages)
-- Identical notices in one transaction are folded into one by Postgres.

CREATE FUNCTION "notify_job_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('job_changed', 'new');
  ELSIF TG_TABLE_NAME = 'Employer' THEN
    PERFORM pg_notify('job_changed', '*');
  ELSIF TG_TABLE_NAME = 'JobSkill' THEN
    PERFORM pg_notify('job_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD."jobId" ELSE NEW."jobId" END);
  ELSE
    PERFORM pg_notify('job_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Job_changed" AFTER UPDATE OR DELETE ON "Job"
  FOR EACH ROW EXECUTE FUNCTION "notify_job_changed"();
CREATE TRIGGER "Job_inserted" AFTER INSERT ON "Job"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_job_changed"();
CREATE TRIGGER "JobSkill_changed" AFTER INSERT OR UPDATE OR DELETE ON "JobSkill"
  FOR EACH ROW EXECUTE FUNCTION "notify_job_changed"();
-- Only what a job page or a search shows; updatedAt alone (a no-op save) is not a change.
CREATE TRIGGER "Employer_changed" AFTER UPDATE ON "Employer"
  FOR EACH ROW WHEN (
    OLD."orgName" IS DISTINCT FROM NEW."orgName" OR OLD."website" IS DISTINCT FROM NEW."website"
    OR OLD."verified" IS DISTINCT FROM NEW."verified" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."city" IS DISTINCT FROM NEW."city" OR OLD."state" IS DISTINCT FROM NEW."state"
  ) EXECUTE FUNCTION "notify_job_changed"();
