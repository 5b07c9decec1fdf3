"use server";

import { defineAction } from "@/lib/actions/define-action";
import { createStaffAccount } from "@/lib/accounts/service/staff";
import { createStaffSchema } from "@/lib/accounts/schemas/staff";

/** The console's "Add staff member": the same service as POST admin/staff. */
export const createStaffAction = defineAction(
  { access: "Admin", input: createStaffSchema, message: "Staff member added. We have e-mailed them a link to choose their password." },
  (input, admin) => createStaffAccount(admin, input),
);
