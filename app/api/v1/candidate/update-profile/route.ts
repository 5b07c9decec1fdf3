// POST /api/v1/candidate/update-profile: save the profile from a multipart body (text fields and files).
import { NextRequest } from "next/server";
import { payloadTooLarge } from "@/lib/api/errors";
import { errorResponse, reply, withApi } from "@/lib/api/handler";
import { updateCandidateProfile as operation } from "@/lib/api/operations/candidate";
import { updateCandidateProfile } from "@/lib/services/candidate-profile";
import { MESSAGES } from "@/lib/validations/candidate-profile/limits";
import { profileUpdateInputSchema, readProfileForm } from "@/lib/validations/candidate-profile/update";
import { parseInput } from "@/lib/validations/parse";

const handler = withApi(operation, async ({ user, form }) => {
  const input = parseInput(profileUpdateInputSchema, readProfileForm(form));
  return reply(await updateCandidateProfile(user, input), { message: "Profile updated successfully!" });
});

// TEMPORARY until withApi enforces the operation's maxBodyBytes: a declared length over it is
// refused before reading; a body without one (chunked) is counted while it is read.
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
  return new Uint8Array(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer());
}

export const POST = async (req: NextRequest, route: { params: Promise<Record<string, string | string[]>> }) => {
  const max = operation.maxBodyBytes;
  const length = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > max) return errorResponse(payloadTooLarge(MESSAGES.uploadTooLarge));
  const body = await readCapped(req, max);
  if (!body) return errorResponse(payloadTooLarge(MESSAGES.uploadTooLarge));
  return handler(new NextRequest(req.url, { method: req.method, headers: req.headers, body: body as Uint8Array<ArrayBuffer> }), route);
};
