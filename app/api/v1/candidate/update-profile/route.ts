// POST /api/v1/candidate/update-profile: save the profile from a multipart body (text fields and files).
import type { NextRequest } from "next/server";
import { errorResponse, reply, withApi } from "@/lib/api/handler";
import { payloadTooLarge } from "@/lib/api/errors";
import { updateCandidateProfile as operation } from "@/lib/api/operations/candidate";
import { updateCandidateProfile } from "@/lib/services/candidate-profile";
import { IMAGE_MAX_BYTES, RESUME_MAX_BYTES } from "@/lib/validations/candidate-profile";

// Every file at its limit plus room for the text fields and multipart framing. Checked before the
// body is read, so a huge upload is refused without buffering it.
const MAX_BODY_BYTES = RESUME_MAX_BYTES + 3 * IMAGE_MAX_BYTES + 512 * 1024;

const handler = withApi(operation, async ({ user, form }) =>
  reply(await updateCandidateProfile(user, form), { message: "Profile updated successfully!" }),
);

export const POST = async (req: NextRequest, route: { params: Promise<Record<string, string | string[]>> }) => {
  const length = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) {
    return errorResponse(payloadTooLarge("The upload is too large. Resumes may be up to 5 MB and images up to 2 MB."));
  }
  return handler(req, route);
};
