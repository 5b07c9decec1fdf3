import type { Operation } from "@/lib/api/operation";
import * as account from "@/lib/accounts/operations/security";
import * as accountDeletion from "@/lib/privacy/operations/account-deletion";
import * as admin from "@/lib/admin/operations";
import * as alerts from "@/lib/alerts/operations";
import * as attendance from "@/lib/academy/operations/attendance";
import * as batches from "@/lib/academy/operations/batches";
import * as programmeFees from "@/lib/academy/operations/programmes";
import * as billingInvoices from "@/lib/billing/operations/invoices";
import * as billingBulkIssue from "@/lib/billing/operations/bulk-issue";
import * as billingReports from "@/lib/billing/operations/reports";
import * as billingClientInvoices from "@/lib/billing/operations/client-invoices";
import * as billingSettings from "@/lib/billing/operations/settings";
import * as billingPayments from "@/lib/billing/operations/payments";
import * as billingCreditNotes from "@/lib/billing/operations/credit-notes";
import * as applications from "@/lib/applications/operations";
import * as auth from "@/lib/accounts/operations/auth";
import * as candidate from "@/lib/candidate-profile/operations/profile";
import * as certificates from "@/lib/certificates/operations";
import * as resumeParse from "@/lib/candidate-profile/operations/resume-parse";
import * as contact from "@/lib/contact/operations";
import * as desk from "@/lib/desk/operations/candidates";
import * as deskSubmittals from "@/lib/desk/operations/submittals";
import * as deskPlacements from "@/lib/desk/operations/placements";
import * as deskAwaiting from "@/lib/desk/operations/awaiting-decision";
import * as employer from "@/lib/employers/operations";
import * as enrolment from "@/lib/academy/operations/enrolment";
import * as employerJobs from "@/lib/job-posting/operations";
import * as files from "@/lib/candidate-profile/operations/files";
import * as jobs from "@/lib/job-search/operations";
import * as matchingCandidates from "@/lib/matching/operations/candidates";
import * as matching from "@/lib/matching/operations/recommended";
import * as messages from "@/lib/messages/operations";
import * as moderation from "@/lib/moderation/operations";
import * as notifications from "@/lib/notifications/operations";
import * as pipeline from "@/lib/pipeline/operations";
import * as privacy from "@/lib/privacy/operations/export";
import * as reports from "@/lib/job-reports/operations";
import * as savedJobs from "@/lib/saved-jobs/operations";
import * as scorecards from "@/lib/teams/operations/scorecards";
import * as candidateSkills from "@/lib/skills/operations/candidate-skills";
import * as campusReports from "@/lib/campus/operations/placement-report";
import * as campusDrives from "@/lib/campus/operations/drives";
import * as campusRosters from "@/lib/campus/operations/rosters";
import * as campusOffers from "@/lib/campus/operations/offers";
import * as campusReminders from "@/lib/campus/operations/reminders";
import * as skills from "@/lib/skills/operations/catalogue";
import * as staff from "@/lib/accounts/operations/staff";
import * as team from "@/lib/teams/operations/members";
import * as university from "@/lib/university/operations";

function collect(...modules: Record<string, unknown>[]): Operation[] {
  return modules.flatMap((m) =>
    Object.values(m).filter((v): v is Operation => typeof v === "object" && v !== null && "method" in v && "path" in v),
  );
}

/** Every call of /api/v1; the OpenAPI document and the route-coverage test read this list. */
export const operations: Operation[] = collect(
  auth,
  candidate,
  resumeParse,
  candidateSkills,
  skills,
  employer,
  employerJobs,
  jobs,
  applications,
  pipeline,
  notifications,
  files,
  moderation,
  contact,
  admin,
  staff,
  university,
  savedJobs,
  matchingCandidates,
  matching,
  alerts,
  batches,
  programmeFees,
  enrolment,
  attendance,
  account,
  accountDeletion,
  privacy,
  reports,
  certificates,
  messages,
  team,
  scorecards,
  desk,
  deskSubmittals,
  deskAwaiting,
  deskPlacements,
  campusReports,
  campusDrives,
  campusRosters,
  campusOffers,
  campusReminders,
  billingSettings,
  billingInvoices,
  billingPayments,
  billingCreditNotes,
  billingBulkIssue,
  billingReports,
  billingClientInvoices,
);
