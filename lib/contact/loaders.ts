import "server-only";
import { requireRole } from "@/lib/auth/guards";
import { listContactMessages } from "@/lib/contact/service";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { pageQuerySchema } from "@/lib/moderation/schemas";

// The read checks the Admin role itself, like the console's other loaders: the console layout does
// too, but a layout does not guard the pages below it on client-side navigation, nor their RSC payload.

/** /admin/messages: the contact form's messages, newest first, page from the URL. */
export async function loadContactMessages(params: SearchParams) {
  const admin = await requireRole("Admin");
  const query = parseSearchParams(pageQuerySchema, params);
  return { query, result: await listContactMessages(admin, query) };
}
