"use server";

import { defineAction } from "@/lib/actions/define-action";
import { z } from "zod";
import { createStaffAccount, resendStaffLink, setStaffActive } from "@/lib/accounts/service/staff";
import { createStaffSchema, staffActiveSchema } from "@/lib/accounts/schemas/staff";

/** The console's "Add staff member": the same service as POST admin/staff. */
export const createStaffAction = defineAction(
  { access: "Admin", input: createStaffSchema, message: "Staff member added. We have e-mailed them a link to choose their password." },
  (input, admin) => createStaffAccount(admin, input),
);

const staffIdSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** The Staff page's "Deactivate" / "Reactivate": the same service as PATCH admin/staff/{id}. */
export const setStaffActiveAction = defineAction(
  { access: "Admin", input: staffIdSchema.extend(staffActiveSchema.shape), message: "Saved." },
  (input, admin) => setStaffActive(admin, input),
);

/** The Staff page's "Send a new link": the same service as POST admin/staff/{id}/link. */
export const resendStaffLinkAction = defineAction(
  { access: "Admin", input: staffIdSchema, message: "We have e-mailed them a new link to choose their password." },
  (input, admin) => resendStaffLink(admin, input),
);
