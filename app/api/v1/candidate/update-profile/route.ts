// POST /api/v1/candidate/update-profile: save the profile from a multipart body (text fields and files).
import { NextRequest } from "next/server";
import { errorResponse, reply, withApi } from "@/lib/api/handler";
import { payloadTooLarge } from "@/lib/api/errors";
import { updateCandidateProfile as operation } from "@/lib/api/operations/candidate";
import { updateCandidateProfile } from "@/lib/services/candidate-profile";
import { IMAGE_MAX_BYTES, RESUME_MAX_BYTES } from "@/lib/validations/candidate-profile";

// Every file at its limit plus room for the text fields and multipart framing. A declared length
// over it is refused before reading; a body without one (chunked) is counted while it is read.
const MAX_BODY_BYTES = RESUME_MAX_BYTES + 3 * IMAGE_MAX_BYTES + 512 * 1024;
const TOO_LARGE = "The upload is too large. Resumes may be up to 5 MB and images up to 2 MB.";

/** The body, or null once it passes `max` bytes (the rest is not read). */
async function readCapped(req: NextRequest, max: number): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const handler = withApi(operation, async ({ user, form }) =>
  reply(await updateCandidateProfile(user, form), { message: "Profile updated successfully!" }),
);

export const POST = async (req: NextRequest, route: { params: Promise<Record<string, string | string[]>> }) => {
  const length = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) return errorResponse(payloadTooLarge(TOO_LARGE));
  const body = await readCapped(req, MAX_BODY_BYTES);
  if (!body) return errorResponse(payloadTooLarge(TOO_LARGE));
  return handler(new NextRequest(req.url, { method: req.method, headers: req.headers, body: body as Uint8Array<ArrayBuffer> }), route);
};
