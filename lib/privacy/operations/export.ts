import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { ROLES } from "@/lib/auth/types";

// The person's rights over their own data (decisions.md section 12).

export const exportAccount = defineOperation({
  id: "exportAccount",
  method: "GET",
  path: "/account/export",
  summary:
    "Download my data: a ZIP with account.json (the account, profile and activity) and the person's own uploaded files; 3 a day",
  tag: "Account",
  auth: ROLES,
  response: z.string(),
  binary: true,
  binaryType: "application/zip",
  errors: [429],
});
