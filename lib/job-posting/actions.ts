"use server";

import { defineAction } from "@/lib/actions/define-action";
import { closeJob, renewJob } from "@/lib/job-posting/service/lifecycle";
import { deleteJob, postJob } from "@/lib/job-posting/service/post-job";
import { closeJobActionSchema, deleteJobSchema, renewJobActionSchema } from "@/lib/job-posting/schemas/employer-jobs";
import { postJobSchema } from "@/lib/job-posting/schemas/post-job";

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
