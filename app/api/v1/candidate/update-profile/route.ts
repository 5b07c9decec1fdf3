// POST /api/v1/candidate/update-profile: save the profile from a multipart body (text fields and files).
import { reply, withApi } from "@/lib/api/handler";
import { updateCandidateProfile as operation } from "@/lib/candidate-profile/operations/profile";
import { updateCandidateProfile } from "@/lib/candidate-profile/service/profile";
import { profileUpdateInputSchema, readProfileForm } from "@/lib/candidate-profile/schemas/update";
import { parseInput } from "@/lib/validations/parse";

// The body cap (the operation's maxBodyBytes) is enforced by withApi; the form becomes typed input here.
export const POST = withApi(operation, async ({ user, form }) => {
  const input = parseInput(profileUpdateInputSchema, readProfileForm(form));
  return reply(await updateCandidateProfile(user, input), { message: "Profile updated successfully!" });
});
