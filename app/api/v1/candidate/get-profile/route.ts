// GET /api/v1/candidate/get-profile: the logged-in candidate and the nested profile.
import { withApi } from "@/lib/api/handler";
import { getCandidateProfile as operation } from "@/lib/api/operations/candidate";
import { getCandidateProfile } from "@/lib/services/candidate-profile";

export const GET = withApi(operation, async ({ user }) => getCandidateProfile(user));
