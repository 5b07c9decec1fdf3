-- CreateTable
CREATE TABLE "TopJobList" (
    "candidateId" TEXT NOT NULL,
    "dirty" BOOLEAN NOT NULL DEFAULT true,
    "spread" BOOLEAN NOT NULL DEFAULT true,
    "complete" BOOLEAN NOT NULL DEFAULT false,
    "changedXid" xid8,
    "computedSnapshot" pg_snapshot,
    "computedXmin" xid8,
    "computedAt" TIMESTAMP(3),

    CONSTRAINT "TopJobList_pkey" PRIMARY KEY ("candidateId")
);

-- CreateTable
CREATE TABLE "TopJob" (
    "candidateId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "verified" INTEGER NOT NULL,
    "jobCreatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TopJob_pkey" PRIMARY KEY ("candidateId","jobId")
);

-- CreateTable
CREATE TABLE "TopCandidateList" (
    "jobId" TEXT NOT NULL,
    "dirty" BOOLEAN NOT NULL DEFAULT true,
    "spread" BOOLEAN NOT NULL DEFAULT true,
    "complete" BOOLEAN NOT NULL DEFAULT false,
    "changedXid" xid8,
    "computedSnapshot" pg_snapshot,
    "computedXmin" xid8,
    "computedAt" TIMESTAMP(3),

    CONSTRAINT "TopCandidateList_pkey" PRIMARY KEY ("jobId")
);

-- CreateTable
CREATE TABLE "TopCandidate" (
    "jobId" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "verified" INTEGER NOT NULL,

    CONSTRAINT "TopCandidate_pkey" PRIMARY KEY ("jobId","candidateId")
);

-- CreateIndex
CREATE INDEX "TopJob_candidateId_score_verified_jobCreatedAt_jobId_idx" ON "TopJob"("candidateId", "score" DESC, "verified" DESC, "jobCreatedAt" DESC, "jobId" DESC);

-- CreateIndex
CREATE INDEX "TopJob_jobId_idx" ON "TopJob"("jobId");

-- CreateIndex
CREATE INDEX "TopCandidate_jobId_score_verified_candidateId_idx" ON "TopCandidate"("jobId", "score" DESC, "verified" DESC, "candidateId");

-- CreateIndex
CREATE INDEX "TopCandidate_candidateId_idx" ON "TopCandidate"("candidateId");

-- AddForeignKey
ALTER TABLE "TopJobList" ADD CONSTRAINT "TopJobList_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TopCandidateList" ADD CONSTRAINT "TopCandidateList_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (docs/decisions/0039): the refresh-top-lists task's queues, and the triggers that feed
-- them, so no write path can forget a list.

-- The queues: lists to recompute (dirty), owners whose change must reach the other side's lists
-- (spread); and the fresh lists by their snapshot's xmin (a change before it is in the list: only lists
-- at or below a change's transaction id need their snapshot read).
CREATE INDEX "TopJobList_dirty_idx" ON "TopJobList" ("candidateId") WHERE "dirty";
CREATE INDEX "TopJobList_spread_idx" ON "TopJobList" ("candidateId") WHERE "spread";
CREATE INDEX "TopJobList_computedXmin_idx" ON "TopJobList" ("computedXmin") WHERE NOT "dirty";
CREATE INDEX "TopCandidateList_dirty_idx" ON "TopCandidateList" ("jobId") WHERE "dirty";
CREATE INDEX "TopCandidateList_spread_idx" ON "TopCandidateList" ("jobId") WHERE "spread";
CREATE INDEX "TopCandidateList_computedXmin_idx" ON "TopCandidateList" ("computedXmin") WHERE NOT "dirty";

-- Marks candidates: `own` = their own list (their skills changed), always spread (jobs' lists must hear
-- of it). A new state row is dirty whatever `own` says: it was never computed. changedXid names the
-- marking transaction; the task compares it with each list's computation. Locks in id order, so two
-- bulk writers never deadlock on the state rows. Only existing accounts: a cascade from a deleted
-- user still fires the skill triggers.
CREATE FUNCTION "top_lists_mark_candidates"(ids TEXT[], own BOOLEAN) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "TopJobList" AS l ("candidateId", "changedXid")
  SELECT u."id", pg_current_xact_id() FROM "User" u WHERE u."id" = ANY(ids) ORDER BY u."id"
  ON CONFLICT ("candidateId") DO UPDATE
  SET "dirty" = l."dirty" OR own, "spread" = true, "changedXid" = EXCLUDED."changedXid"
$$;

-- Marks jobs: their own list and the candidates' lists (a job's skills, or whether it is open).
CREATE FUNCTION "top_lists_mark_jobs"(ids TEXT[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "TopCandidateList" AS l ("jobId", "changedXid")
  SELECT j."id", pg_current_xact_id() FROM "Job" j WHERE j."id" = ANY(ids) ORDER BY j."id"
  ON CONFLICT ("jobId") DO UPDATE SET "dirty" = true, "spread" = true, "changedXid" = EXCLUDED."changedXid"
$$;

-- A candidate's skills: which ones or whether verified (the score, the verified count) mark both
-- sides; discoverability alone (CandidateSkill.discoverable, resynced by the skills_matching
-- triggers, often without a change) only the jobs' lists. Once per statement (bulk loads).
CREATE FUNCTION "top_lists_candidate_skills"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "top_lists_mark_candidates"(ARRAY(SELECT DISTINCT "userId" FROM new_rows), true);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "top_lists_mark_candidates"(ARRAY(SELECT DISTINCT "userId" FROM old_rows), true);
  ELSE
    PERFORM "top_lists_mark_candidates"(ARRAY(
      SELECT DISTINCT x."userId" FROM (
        (SELECT "userId", "skillId", "source" FROM new_rows EXCEPT SELECT "userId", "skillId", "source" FROM old_rows)
        UNION ALL
        (SELECT "userId", "skillId", "source" FROM old_rows EXCEPT SELECT "userId", "skillId", "source" FROM new_rows)
      ) x), true);
    PERFORM "top_lists_mark_candidates"(ARRAY(
      SELECT DISTINCT n."userId" FROM new_rows n JOIN old_rows o ON o."userId" = n."userId" AND o."skillId" = n."skillId"
      WHERE o."discoverable" <> n."discoverable"), false);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "top_lists_candidate_skills_insert" AFTER INSERT ON "CandidateSkill"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "top_lists_candidate_skills"();
CREATE TRIGGER "top_lists_candidate_skills_delete" AFTER DELETE ON "CandidateSkill"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "top_lists_candidate_skills"();
CREATE TRIGGER "top_lists_candidate_skills_update" AFTER UPDATE ON "CandidateSkill"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "top_lists_candidate_skills"();

-- A job's skills: which ones and whether required (jobWeight, rewritten by job_skill_weights, follows
-- from those and is no change of its own).
CREATE FUNCTION "top_lists_job_skills"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "top_lists_mark_jobs"(ARRAY(SELECT DISTINCT "jobId" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "top_lists_mark_jobs"(ARRAY(SELECT DISTINCT "jobId" FROM old_rows));
  ELSE
    PERFORM "top_lists_mark_jobs"(ARRAY(
      SELECT DISTINCT x."jobId" FROM (
        (SELECT "jobId", "skillId", "required" FROM new_rows EXCEPT SELECT "jobId", "skillId", "required" FROM old_rows)
        UNION ALL
        (SELECT "jobId", "skillId", "required" FROM old_rows EXCEPT SELECT "jobId", "skillId", "required" FROM new_rows)
      ) x));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "top_lists_job_skills_insert" AFTER INSERT ON "JobSkill"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "top_lists_job_skills"();
CREATE TRIGGER "top_lists_job_skills_delete" AFTER DELETE ON "JobSkill"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "top_lists_job_skills"();
CREATE TRIGGER "top_lists_job_skills_update" AFTER UPDATE ON "JobSkill"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "top_lists_job_skills"();

-- Whether a job with skills is open (decisions.md section 10: status, closing, hiding, validity,
-- deletion), and its employer's approval.
CREATE FUNCTION "top_lists_job_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "top_lists_mark_jobs"(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;
CREATE TRIGGER "top_lists_job_open" AFTER UPDATE OF "status", "closedAt", "hiddenAt", "validThrough", "deletedAt" ON "Job"
  FOR EACH ROW WHEN (NEW."skillWeight" > 0 AND (
    OLD."status" IS DISTINCT FROM NEW."status" OR OLD."closedAt" IS DISTINCT FROM NEW."closedAt"
    OR OLD."hiddenAt" IS DISTINCT FROM NEW."hiddenAt" OR OLD."validThrough" IS DISTINCT FROM NEW."validThrough"
    OR OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt"))
  EXECUTE FUNCTION "top_lists_job_changed"();

CREATE FUNCTION "top_lists_employer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "top_lists_mark_jobs"(ARRAY(SELECT j."id" FROM "Job" j WHERE j."employerId" = NEW."id" AND j."skillWeight" > 0));
  RETURN NULL;
END $$;
CREATE TRIGGER "top_lists_employer_status" AFTER UPDATE OF "status" ON "Employer"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "top_lists_employer_changed"();

-- Lists for what exists already: built by the task, read live until then.
INSERT INTO "TopJobList" ("candidateId", "changedXid")
SELECT DISTINCT "userId", pg_current_xact_id() FROM "CandidateSkill";
INSERT INTO "TopCandidateList" ("jobId", "changedXid")
SELECT "id", pg_current_xact_id() FROM "Job" WHERE "skillWeight" > 0 AND "deletedAt" IS NULL AND "closedAt" IS NULL;
