import { z } from "zod";
import { PROFILE_STEPS } from "@/lib/candidate-profile/schemas/steps";

// The query of the profile page (/candidate/profile): which step of the wizard to open
// (`?step=personal|kyc|job-profile|education`, the API's step names: an "Edit" link of the read view,
// or "add skills" from recommended jobs) and where to go once the profile is complete (`?next=`, a
// same-site path checked by safeNextPath). A value that does not fit is ignored, never an error.

export const PROFILE_PATH = "/candidate/profile";

export const profilePageQuerySchema = z.object({
  step: z.enum(PROFILE_STEPS).optional().catch(undefined),
  next: z.string().optional().catch(undefined),
});
export type ProfilePageQuery = z.output<typeof profilePageQuerySchema>;

/** The link that opens the wizard at one step (the read view's "Edit" links). */
export function profileStepPath(step: number): string {
  return `${PROFILE_PATH}?step=${PROFILE_STEPS[step]}`;
}
