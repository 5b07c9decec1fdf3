-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "qualificationKeys" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- The qualification filter matches case-insensitively. Comparing against a lower-cased copy with @>
-- costs a fraction of unnesting and lower-casing every row's array while the search walks the newest
-- jobs. The search-vector trigger keeps both derived columns.
CREATE OR REPLACE FUNCTION "job_search_vector_refresh"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" :=
    setweight(to_tsvector('english'::regconfig, coalesce(NEW."post", '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(NEW."description", '')), 'B');
  NEW."qualificationKeys" := ARRAY(SELECT lower(q) FROM unnest(coalesce(NEW."qualifications", ARRAY[]::TEXT[])) AS q);
  RETURN NEW;
END
$$;

DROP TRIGGER "Job_searchVector_refresh" ON "Job";
CREATE TRIGGER "Job_searchVector_refresh"
BEFORE INSERT OR UPDATE OF "post", "description", "qualifications" ON "Job"
FOR EACH ROW EXECUTE FUNCTION "job_search_vector_refresh"();

UPDATE "Job" SET "qualificationKeys" = ARRAY(SELECT lower(q) FROM unnest(coalesce("qualifications", ARRAY[]::TEXT[])) AS q);
