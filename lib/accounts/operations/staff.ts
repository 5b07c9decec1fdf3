import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { idParams, PAGING_NOTE } from "@/lib/validations/common";
import { staffAccountSchema, staffMemberSchema } from "@/lib/accounts/contract";
import { createStaffSchema, staffActiveSchema, staffListQuerySchema } from "@/lib/accounts/schemas/staff";

// The company's staff accounts (decisions.md section 15), managed by an admin.

export const createStaff = defineOperation({
  id: "createStaff",
  method: "POST",
  path: "/admin/staff",
  summary:
    "Create a Trainer, Recruiter or Finance account. It has no usable password: the person is mailed a link " +
    "/reset-password?token=… (valid 7 days, single use) to choose one through POST auth/reset-password, then logs in " +
    "with POST trainer/login, recruiter/login or finance/login. 409 CONFLICT when an account of this e-mail and role exists.",
  tag: "Admin",
  auth: ["Admin"],
  body: createStaffSchema,
  response: staffAccountSchema,
  successStatus: 201,
  errors: [400, 401, 403, 409],
});

export const listStaff = defineOperation({
  id: "listStaff",
  method: "GET",
  path: "/admin/staff",
  summary: `Staff accounts (Trainer, Recruiter, Finance), optionally of one role, newest first, with whether each has chosen a password. ${PAGING_NOTE}`,
  tag: "Admin",
  auth: ["Admin"],
  query: staffListQuerySchema,
  response: z.array(staffMemberSchema),
  errors: [400, 401, 403],
});

export const setStaffActive = defineOperation({
  id: "setStaffActive",
  method: "PATCH",
  path: "/admin/staff/{id}",
  summary:
    "Deactivate (`active: false`) or reactivate a Trainer, Recruiter or Finance account. Deactivating ends every session at once " +
    "and refuses logins with 403 DEACTIVATED; what they did stays. Repeating it changes nothing. 404 for any other account.",
  tag: "Admin",
  auth: ["Admin"],
  params: idParams,
  body: staffActiveSchema,
  response: staffMemberSchema,
  errors: [400, 401, 403, 404],
});

export const resendStaffLink = defineOperation({
  id: "resendStaffLink",
  method: "POST",
  path: "/admin/staff/{id}/link",
  summary: "Mail a staff account a new set-password link (7 days). 409 CONFLICT while the account is deactivated.",
  tag: "Admin",
  auth: ["Admin"],
  params: idParams,
  response: staffMemberSchema,
  errors: [401, 403, 404, 409],
});
