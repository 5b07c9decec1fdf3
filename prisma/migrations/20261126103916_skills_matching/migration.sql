-- CreateEnum
CREATE TYPE "SkillSource" AS ENUM ('self', 'resume', 'verified');

-- AlterTable
ALTER TABLE "CandidateProfile" ADD COLUMN     "discoverable" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "skillWeight" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "JobAlert" ADD COLUMN     "skillIds" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "Skill" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "keys" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "Skill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CandidateSkill" (
    "userId" TEXT NOT NULL,
    "skillId" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "source" "SkillSource" NOT NULL DEFAULT 'self',
    "certificateCode" TEXT,
    "discoverable" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CandidateSkill_pkey" PRIMARY KEY ("userId","skillId")
);

-- CreateTable
CREATE TABLE "JobSkill" (
    "jobId" TEXT NOT NULL,
    "skillId" TEXT NOT NULL,
    "required" BOOLEAN NOT NULL DEFAULT true,
    "jobWeight" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "JobSkill_pkey" PRIMARY KEY ("jobId","skillId")
);

-- CreateTable
CREATE TABLE "JobInvitation" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "invitedById" TEXT,
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Skill_name_key" ON "Skill"("name");

-- CreateIndex
CREATE INDEX "Skill_keys_idx" ON "Skill" USING GIN ("keys");

-- CreateIndex
CREATE INDEX "Skill_category_name_idx" ON "Skill"("category", "name");

-- CreateIndex
CREATE INDEX "CandidateSkill_skillId_discoverable_userId_source_idx" ON "CandidateSkill"("skillId", "discoverable", "userId", "source");

-- CreateIndex
CREATE INDEX "JobSkill_skillId_jobId_required_jobWeight_idx" ON "JobSkill"("skillId", "jobId", "required", "jobWeight");

-- CreateIndex
CREATE INDEX "JobInvitation_candidateId_createdAt_idx" ON "JobInvitation"("candidateId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "JobInvitation_jobId_candidateId_key" ON "JobInvitation"("jobId", "candidateId");

-- AddForeignKey
ALTER TABLE "CandidateSkill" ADD CONSTRAINT "CandidateSkill_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CandidateSkill" ADD CONSTRAINT "CandidateSkill_skillId_fkey" FOREIGN KEY ("skillId") REFERENCES "Skill"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobSkill" ADD CONSTRAINT "JobSkill_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobSkill" ADD CONSTRAINT "JobSkill_skillId_fkey" FOREIGN KEY ("skillId") REFERENCES "Skill"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobInvitation" ADD CONSTRAINT "JobInvitation_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobInvitation" ADD CONSTRAINT "JobInvitation_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobInvitation" ADD CONSTRAINT "JobInvitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: a level is 1 to 5 (decisions.md section 14), whoever writes the row.
ALTER TABLE "CandidateSkill" ADD CONSTRAINT "CandidateSkill_level_check" CHECK ("level" BETWEEN 1 AND 5);

-- Hand-written: the copies that let matching read one index (decisions.md section 14, docs/decisions/0031).
-- Triggers keep them, so no write path can forget them.

-- CandidateSkill.discoverable = the candidate may be shown to employers: their profile says so and the
-- account is neither erased nor waiting for erasure.
CREATE FUNCTION "candidate_findable"(user_id TEXT) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
  SELECT COALESCE((
    SELECT p."discoverable" AND u."deletedAt" IS NULL AND u."deletionRequestedAt" IS NULL
    FROM "User" u JOIN "CandidateProfile" p ON p."userId" = u."id"
    WHERE u."id" = user_id
  ), false)
$$;

CREATE FUNCTION "candidate_skill_set_discoverable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."discoverable" := "candidate_findable"(NEW."userId");
  RETURN NEW;
END $$;
CREATE TRIGGER "candidate_skill_discoverable" BEFORE INSERT OR UPDATE ON "CandidateSkill"
  FOR EACH ROW EXECUTE FUNCTION "candidate_skill_set_discoverable"();

CREATE FUNCTION "candidate_skills_resync"(user_id TEXT) RETURNS void LANGUAGE sql AS $$
  UPDATE "CandidateSkill" SET "discoverable" = "candidate_findable"(user_id) WHERE "userId" = user_id
$$;
CREATE FUNCTION "candidate_profile_resync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "candidate_skills_resync"(NEW."userId");
  RETURN NULL;
END $$;
CREATE FUNCTION "candidate_user_resync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "candidate_skills_resync"(NEW."id");
  RETURN NULL;
END $$;
CREATE TRIGGER "candidate_profile_discoverable" AFTER INSERT OR UPDATE OF "discoverable" ON "CandidateProfile"
  FOR EACH ROW EXECUTE FUNCTION "candidate_profile_resync"();
CREATE TRIGGER "user_findable" AFTER UPDATE OF "deletedAt", "deletionRequestedAt" ON "User"
  FOR EACH ROW WHEN (NEW."role" = 'Candidate') EXECUTE FUNCTION "candidate_user_resync"();

-- Job.skillWeight and each JobSkill.jobWeight = the sum of the job's skill weights (2 required, 1 not),
-- recomputed for the jobs a statement touched (transition tables: one pass per statement).
CREATE FUNCTION "job_skill_weights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The function's own UPDATE of JobSkill below fires the update trigger again: nothing to do there.
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  WITH jobs AS (SELECT DISTINCT "jobId" FROM changed),
  weights AS (
    SELECT jobs."jobId", COALESCE(SUM(CASE WHEN s."required" THEN 2 ELSE 1 END), 0)::int AS total
    FROM jobs LEFT JOIN "JobSkill" s ON s."jobId" = jobs."jobId" GROUP BY jobs."jobId"
  ),
  updated AS (
    UPDATE "Job" j SET "skillWeight" = w.total FROM weights w WHERE j."id" = w."jobId" AND j."skillWeight" <> w.total
  )
  UPDATE "JobSkill" s SET "jobWeight" = w.total FROM weights w WHERE s."jobId" = w."jobId" AND s."jobWeight" <> w.total;
  RETURN NULL;
END $$;
CREATE TRIGGER "job_skill_weights_insert" AFTER INSERT ON "JobSkill"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "job_skill_weights"();
CREATE TRIGGER "job_skill_weights_delete" AFTER DELETE ON "JobSkill"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "job_skill_weights"();
CREATE TRIGGER "job_skill_weights_update" AFTER UPDATE ON "JobSkill"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "job_skill_weights"();
