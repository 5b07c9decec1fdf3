import "server-only";
import { requireRole } from "@/lib/auth/guards";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { listStaff } from "@/lib/accounts/service/staff";
import { staffListQuerySchema } from "@/lib/accounts/schemas/staff";

// The read checks the Admin role itself, like the console's other loaders: the console layout does
// too, but a layout does not guard the pages below it on client-side navigation, nor their RSC payload.

/** /admin/staff: staff accounts, newest first; role filter and page from the URL. */
export async function loadStaff(params: SearchParams) {
  const admin = await requireRole("Admin");
  const query = parseSearchParams(staffListQuerySchema, params);
  return { query, result: await listStaff(admin, query) };
}
