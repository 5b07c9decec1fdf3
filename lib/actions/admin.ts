"use server";

import { requireActionRole } from "@/lib/auth/guards";
import { runAction, type ActionResult } from "@/lib/actions/result";
import { decideEmployer, decideJob, decideRequest } from "@/lib/services/admin";
import { decisionSchema, requestDecisionSchema } from "@/lib/validations/admin";
import { recordId } from "@/lib/validations/common";

// Server actions are public endpoints: each checks the Admin role and validates with the shared schema
// (a ZodError becomes a 400 with errors per field through runAction).

const checkId = (id: unknown) => recordId("An id is required").parse(id);

export async function decideEmployerAction(id: unknown, input: unknown): Promise<ActionResult<{ status: string }>> {
  return runAction(async () => {
    const admin = await requireActionRole("Admin");
    const data = decisionSchema.parse(input);
    const employer = await decideEmployer(admin, checkId(id), data);
    return { status: employer.status };
  });
}

export async function decideJobAction(id: unknown, input: unknown): Promise<ActionResult<{ status: string }>> {
  return runAction(async () => {
    const admin = await requireActionRole("Admin");
    const data = decisionSchema.parse(input);
    const job = await decideJob(admin, checkId(id), data);
    return { status: job.status };
  });
}

export async function decideRequestAction(id: unknown, input: unknown): Promise<ActionResult<{ status: string }>> {
  return runAction(async () => {
    const admin = await requireActionRole("Admin");
    const data = requestDecisionSchema.parse(input);
    const request = await decideRequest(admin, checkId(id), data);
    return { status: request.status };
  });
}
