import { z } from "zod";
import "zod-openapi";
import { STAFF_ROLES } from "@/lib/accounts/rules/roles";

// Staff accounts as the API answers them (decisions.md section 15): POST admin/staff's pinned
// `{ id, name, email, role }`, and the console's list item, which adds when and whether the person
// has chosen a password yet.

const dateTime = z.string().meta({ format: "date-time" });

export const staffAccountSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) })
  .meta({ id: "StaffAccount" });

export const staffMemberSchema = staffAccountSchema
  .extend({
    createdAt: dateTime,
    passwordSet: z.boolean().meta({ description: "Whether the person has chosen a password (with the mailed link, or forgot-password)." }),
    active: z.boolean().meta({ description: "False once an admin deactivated the account: no login, every session ended." }),
  })
  .meta({ id: "StaffMember" });

export type StaffAccountJson = z.infer<typeof staffAccountSchema>;
export type StaffMemberJson = z.infer<typeof staffMemberSchema>;
