// POST /api/v1/candidate/save-profile-step: keep one wizard step on the server (multipart, files included).
import { reply, withApi } from "@/lib/api/handler";
import { saveCandidateProfileStep as operation } from "@/lib/candidate-profile/operations/profile";
import { saveProfileStep } from "@/lib/candidate-profile/service/profile";
import { profileStepInputSchema, readProfileStepForm } from "@/lib/candidate-profile/schemas/update";
import { parseInput } from "@/lib/validations/parse";

// The body cap (the operation's maxBodyBytes) is enforced by withApi; the form becomes typed input here.
export const POST = withApi(operation, async ({ user, form }) => {
  const input = parseInput(profileStepInputSchema, readProfileStepForm(form));
  return reply(await saveProfileStep(user, input), { message: "Step saved" });
});
