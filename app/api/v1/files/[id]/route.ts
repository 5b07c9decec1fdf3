// GET /api/v1/files/{id}: a stored file's bytes, only for those allowed to see it (others get 404).
import { withApi } from "@/lib/api/handler";
import { getFile } from "@/lib/candidate-profile/operations/files";
import { readStoredFile, type StoredFileContent } from "@/lib/candidate-profile/service/files";

/**
 * User files are served from our own origin, so nothing in them may run with the site's privileges:
 * `sandbox` gives the document an opaque origin with scripts, forms and plugins off (a PDF's
 * /OpenAction JavaScript or HTML after its trailer stays inert), and nosniff keeps the declared type.
 */
function fileResponse({ bytes, mimeType, fileName }: StoredFileContent): Response {
  const inline = mimeType === "application/pdf" || mimeType.startsWith("image/");
  // fileName was reduced to [A-Za-z0-9_.-] when stored; quote-safe by construction, checked again.
  const safeName = fileName.replace(/[^A-Za-z0-9_.-]/g, "_") || "file";
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": mimeType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${safeName}"`,
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}

export const GET = withApi(getFile, async ({ user, params }) => fileResponse(await readStoredFile(user, params.id)));
