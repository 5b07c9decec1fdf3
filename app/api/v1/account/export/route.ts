// GET /api/v1/account/export: "Download my data", a ZIP of account.json and the person's own files.
import { attachmentResponse } from "@/lib/api/download";
import { withApi } from "@/lib/api/handler";
import { exportAccount as exportAccountOperation } from "@/lib/privacy/operations/export";
import { exportAccount } from "@/lib/privacy/service/export";

// Personal data: no browser or proxy may keep a copy (no-store, the default).
export const GET = withApi(exportAccountOperation, async ({ user }) => attachmentResponse(await exportAccount(user), "application/zip"));
