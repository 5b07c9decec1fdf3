-- The listing index also carries the employer, so a page (and the OFFSET before a deep one) is an
-- index-only walk: the employer's approval is then checked per employer, not per job row read.
DROP INDEX IF EXISTS "Job_public_createdAt_idx";
CREATE INDEX "Job_public_createdAt_idx" ON "Job" ("createdAt" DESC, "id" DESC) INCLUDE ("employerId") WHERE "status" = 'approved' AND "deletedAt" IS NULL;
