// GET /api/v1/candidate/get-profile: the logged-in candidate and the nested profile.
import { withApi } from "@/lib/api/handler";
import { getCandidateProfile as operation } from "@/lib/candidate-profile/operations/profile";
import { getCandidateProfile } from "@/lib/candidate-profile/service/profile";

export const GET = withApi(operation, async ({ user }) => getCandidateProfile(user));
