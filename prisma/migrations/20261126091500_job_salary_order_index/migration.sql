-- Hand-written (decision 0007 addendum). get-jobs' sort=salary (decisions.md section 19) orders open jobs
-- by the yearly top of their range, highest first, ties newest first. The old salary index had the
-- salary alone, so every job at a common round figure was read and sorted on each page (100,000 jobs:
-- page 1 37 ms, offset 6,000 170 ms in EXPLAIN ANALYZE); with the tie-breakers in the index both are an
-- ordered walk (0.16 ms and 2.9 ms). Its first column still serves the minSalary filter, so it replaces
-- the old index, with the same partial "open" condition.
DROP INDEX IF EXISTS "Job_open_salaryYearlyMax_idx";
CREATE INDEX "Job_open_salary_order_idx" ON "Job" ("salaryYearlyMax" DESC, "createdAt" DESC, "id" DESC) INCLUDE ("employerId", "validThrough")
WHERE "status" = 'approved' AND "deletedAt" IS NULL AND "closedAt" IS NULL AND "hiddenAt" IS NULL AND "salaryYearlyMax" IS NOT NULL;
