-- Indexes the job search needs but schema.prisma cannot express (partial and expression indexes).
-- Listing: public jobs newest first, so a page is an index walk instead of a sort of every match.
CREATE INDEX "Job_public_createdAt_idx" ON "Job" ("createdAt" DESC, "id" DESC) WHERE "status" = 'approved' AND "deletedAt" IS NULL;
-- Location filters compare case-insensitively.
CREATE INDEX "Job_lower_city_idx" ON "Job" (lower("city"));
CREATE INDEX "Job_lower_state_idx" ON "Job" (lower("state"));
