import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, pagingFields, requiredText } from "@/lib/validations/common";
import { STAFF_ROLES } from "@/lib/accounts/rules/roles";
import { emailField } from "@/lib/accounts/schemas/auth";

// Staff accounts (decisions.md section 15): what an admin sends to POST admin/staff (the console's
// "Add staff member" dialog sends the same through its action), and the query of GET admin/staff.

export const STAFF_NAME_MESSAGE = "Please enter the person's name";
export const STAFF_ROLE_MESSAGE = "Please choose Trainer, Recruiter or Finance";
export const STAFF_NAME_MAX = 100;

const staffRoleField = z.enum(STAFF_ROLES, { error: STAFF_ROLE_MESSAGE });

export const createStaffSchema = z.object({
  name: requiredText(STAFF_NAME_MESSAGE, STAFF_NAME_MAX).meta({ description: "The person's full name, as mails and batches show it." }),
  email: emailField.meta({ description: "Where the set-password link goes; one account per (email, role)." }),
  role: staffRoleField,
});

export type CreateStaffInput = z.input<typeof createStaffSchema>;
export type CreateStaffData = z.output<typeof createStaffSchema>;

const STAFF_PAGE_SIZE = 20;

export const staffListQuerySchema = z.object({
  // Blank means every staff role (the console's "All" filter).
  role: z.preprocess(blankToUndefined, staffRoleField.optional()).meta({ description: "Only this role (Trainer, Recruiter or Finance)." }),
  ...pagingFields(STAFF_PAGE_SIZE),
});

export type StaffListQuery = z.output<typeof staffListQuerySchema>;

/** PATCH admin/staff/{id}: deactivate (false) or reactivate (true) a staff account. */
export const staffActiveSchema = z.object({
  active: z.boolean({ error: "Please say whether the account is active (true or false)" }),
});
