// GET /api/v1/account/export: "Download my data", a ZIP of account.json and the person's own files.
import { withApi } from "@/lib/api/handler";
import { exportAccount as exportAccountOperation } from "@/lib/privacy/operations/export";
import { type AccountExport, exportAccount } from "@/lib/privacy/service/export";

function zipResponse({ bytes, fileName }: AccountExport): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(bytes.byteLength),
      // fileName is talentbridge-data-YYYY-MM-DD.zip, built by the service: nothing to quote.
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
      // Personal data: no browser or proxy may keep a copy.
      "Cache-Control": "no-store",
    },
  });
}

export const GET = withApi(exportAccountOperation, async ({ user }) => zipResponse(await exportAccount(user)));
