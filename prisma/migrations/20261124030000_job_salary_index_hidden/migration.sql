-- Hand-written. Like the listing index (20261124020500), the salary index is partial on "open", which
-- since reports (decisions.md section 12) includes "hiddenAt" IS NULL; a hidden job leaves it too, and a
-- salary search no longer reads each indexed row from the table to drop hidden ones.
DROP INDEX IF EXISTS "Job_open_salaryYearlyMax_idx";
CREATE INDEX "Job_open_salaryYearlyMax_idx" ON "Job" ("salaryYearlyMax")
WHERE "status" = 'approved' AND "deletedAt" IS NULL AND "closedAt" IS NULL AND "hiddenAt" IS NULL AND "salaryYearlyMax" IS NOT NULL;
