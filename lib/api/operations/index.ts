import type { Operation } from "@/lib/api/operation";
import * as account from "@/lib/api/operations/account";
import * as accountDeletion from "@/lib/api/operations/account-deletion";
import * as admin from "@/lib/api/operations/admin";
import * as alerts from "@/lib/api/operations/alerts";
import * as applications from "@/lib/api/operations/applications";
import * as auth from "@/lib/api/operations/auth";
import * as candidate from "@/lib/api/operations/candidate";
import * as employer from "@/lib/api/operations/employer";
import * as employerJobs from "@/lib/api/operations/employer-jobs";
import * as files from "@/lib/api/operations/files";
import * as jobs from "@/lib/api/operations/jobs";
import * as notifications from "@/lib/api/operations/notifications";
import * as pipeline from "@/lib/api/operations/pipeline";
import * as privacy from "@/lib/api/operations/privacy";
import * as reports from "@/lib/api/operations/reports";
import * as savedJobs from "@/lib/api/operations/saved-jobs";
import * as university from "@/lib/api/operations/university";

function collect(...modules: Record<string, unknown>[]): Operation[] {
  return modules.flatMap((m) =>
    Object.values(m).filter((v): v is Operation => typeof v === "object" && v !== null && "method" in v && "path" in v),
  );
}

/** Every call of /api/v1; the OpenAPI document and the route-coverage test read this list. */
export const operations: Operation[] = collect(
  auth,
  candidate,
  employer,
  employerJobs,
  jobs,
  applications,
  pipeline,
  notifications,
  files,
  admin,
  university,
  savedJobs,
  alerts,
  account,
  accountDeletion,
  privacy,
  reports,
);
