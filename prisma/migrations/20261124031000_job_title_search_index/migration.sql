-- Hand-written (schema.prisma cannot express an expression index). A search lists the open jobs whose
-- title matches first (decision 0007): the title's own full-text vector, indexed, finds them when they
-- are few (a word that is common in descriptions but rare in titles), while the listing index is walked
-- when they are many. Partial on open jobs like the listing index (tests/jobs/open-job-indexes.test.ts).
CREATE INDEX "Job_open_post_tsv_idx" ON "Job" USING GIN (to_tsvector('english'::regconfig, "post"))
WHERE "status" = 'approved' AND "deletedAt" IS NULL AND "closedAt" IS NULL AND "hiddenAt" IS NULL;
