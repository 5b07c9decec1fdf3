// A file download from a route handler: the bytes as an attachment, never sniffed as another type.
// The callers' files are the person's own (a certificate, "Download my data"), hence never cached
// by a shared proxy; each caller says how strict (export: no-store; a certificate: private, no-store).

/** What a download service answers: the bytes and the name the browser saves them under. */
export type DownloadFile = { bytes: Uint8Array; fileName: string };

// Names are built by the services (certificate-<code>.pdf, talentbridge-data-<date>.zip); anything
// that would need quoting in Content-Disposition is a bug, not something to escape.
const SAFE_FILE_NAME = /^[A-Za-z0-9_.-]+$/;

export function attachmentResponse({ bytes, fileName }: DownloadFile, contentType: string, cacheControl = "no-store"): Response {
  if (!SAFE_FILE_NAME.test(fileName)) throw new Error("A download's file name must be [A-Za-z0-9_.-].");
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cacheControl,
    },
  });
}
