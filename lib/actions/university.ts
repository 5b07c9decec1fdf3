"use server";

import { requireActionRole } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/types";
import { runAction, type ActionResult } from "@/lib/actions/result";
import {
  createUniversityRequest,
  updateUniversityProfile,
  type UniversityProfileJson,
  type UniversityRequestJson,
} from "@/lib/services/university";
import { universityProfileSchema, universityRequestSchema } from "@/lib/validations/university";

// Server actions are public endpoints: each checks the University role and validates with the shared
// schema (a ZodError becomes a 400 with errors per field through runAction).

export async function updateUniversityProfileAction(
  input: unknown,
): Promise<ActionResult<{ profile: UniversityProfileJson; user: SessionUser }>> {
  return runAction(async () => {
    const user = await requireActionRole("University");
    const profile = await updateUniversityProfile(user, universityProfileSchema.parse(input));
    return { profile, user: { ...user, name: profile.instituteName } };
  }, "Profile updated successfully");
}

export async function createUniversityRequestAction(input: unknown): Promise<ActionResult<UniversityRequestJson>> {
  return runAction(async () => {
    const user = await requireActionRole("University");
    return createUniversityRequest(user, universityRequestSchema.parse(input));
  }, "Request submitted successfully");
}
