"use server";

import { badRequest, fieldErrors } from "@/lib/api/errors";
import { requireActionRole } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/types";
import type { JobJson } from "@/lib/jobs/serialize";
import { runAction, type ActionResult } from "@/lib/actions/result";
import { deleteJob, postJob } from "@/lib/services/employer-jobs";
import { updateEmployerProfile } from "@/lib/services/employer-profile";
import { employerProfileSchema, type EmployerProfile } from "@/lib/validations/employer-profile";
import { recordId } from "@/lib/validations/common";
import { postJobSchema } from "@/lib/validations/post-job";
import type { z } from "zod";

// Server actions are public endpoints: each one checks the role and validates with the shared schema.
function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error.issues);
    throw badRequest(Object.values(errors)[0] ?? "Invalid input", errors);
  }
  return result.data;
}

export async function updateEmployerProfileAction(
  input: unknown,
): Promise<ActionResult<{ profile: EmployerProfile; user: SessionUser }>> {
  return runAction(async () => {
    const user = await requireActionRole("Employer");
    const profile = await updateEmployerProfile(user, parse(employerProfileSchema, input));
    return { profile, user: { ...user, name: profile.orgName, email: profile.email } };
  }, "Profile updated successfully");
}

export async function postJobAction(input: unknown): Promise<ActionResult<JobJson>> {
  return runAction(async () => {
    const user = await requireActionRole("Employer");
    return postJob(user, parse(postJobSchema, input));
  }, "Job posted successfully");
}

export async function deleteJobAction(jobId: unknown): Promise<ActionResult<null>> {
  return runAction(async () => {
    const user = await requireActionRole("Employer");
    await deleteJob(user, recordId("Job id is required").parse(jobId));
    return null;
  }, "Job deleted successfully");
}
