"use server";

import { headers } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import type { EmployerProfile } from "@/lib/employers/operations";
import type { SessionUser } from "@/lib/auth/types";
import { clientIp } from "@/lib/security/client-ip";
import { closeJob, renewJob } from "@/lib/job-posting/service/lifecycle";
import { deleteJob, postJob } from "@/lib/job-posting/service/post-job";
import { confirmEmployerEmail, updateEmployerProfile } from "@/lib/employers/service/profile";
import { closeJobActionSchema, deleteJobSchema, renewJobActionSchema } from "@/lib/job-posting/schemas/employer-jobs";
import { confirmEmailSchema, employerProfileSchema } from "@/lib/employers/schemas";
import { postJobSchema } from "@/lib/job-posting/schemas/post-job";

// The header shows the account's name and e-mail: the page refreshes its session copy from `user`.
const withSessionUser = (user: SessionUser, profile: EmployerProfile) => ({
  profile,
  user: { ...user, name: profile.orgName, email: profile.email },
});

/** The company profile form of /employer/profile. */
export const updateEmployerProfileAction = defineAction(
  { access: "Employer", input: employerProfileSchema, message: "Profile updated successfully" },
  async (input, user) => withSessionUser(user, await updateEmployerProfile(user, input, { ip: clientIp(await headers()) })),
);

/** The code dialog of /employer/profile: applies the pending login e-mail. */
export const confirmEmployerEmailAction = defineAction(
  { access: "Employer", input: confirmEmailSchema, message: "Email updated successfully" },
  async (input, user) => withSessionUser(user, await confirmEmployerEmail(user, input)),
);

/** The form of /employer/postjobs. */
export const postJobAction = defineAction(
  { access: "Employer", input: postJobSchema, message: "Job posted successfully" },
  (input, user) => postJob(user, input),
);

/** Confirm Delete on /employer/applications. */
export const deleteJobAction = defineAction(
  { access: "Employer", input: deleteJobSchema, message: "Job deleted successfully" },
  (input, user) => deleteJob(user, input.id),
);

/** The Close dialog of a job card on /employer/applications. */
export const closeJobAction = defineAction(
  { access: "Employer", input: closeJobActionSchema, message: "Job closed" },
  ({ id, ...body }, user) => closeJob(user, id, body),
);

/** The Renew dialog of a job card on /employer/applications. */
export const renewJobAction = defineAction(
  { access: "Employer", input: renewJobActionSchema, message: "Job renewed" },
  ({ id, ...body }, user) => renewJob(user, id, body),
);
