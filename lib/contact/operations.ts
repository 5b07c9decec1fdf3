import { PAGING_NOTE } from "@/lib/validations/common";
import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { contactMessageSchema } from "@/lib/contact/contract";
import { pageQuerySchema } from "@/lib/moderation/schemas";

// The admin console's read of the contact form's messages (decisions.md section 5).


export const listAdminContactMessages = defineOperation({
  id: "listAdminContactMessages",
  method: "GET",
  path: "/admin/contact-messages",
  summary: `Messages sent through the contact form, newest first. ${PAGING_NOTE}`,
  tag: "Admin",
  auth: ["Admin"],
  query: pageQuerySchema,
  response: z.array(contactMessageSchema),
  errors: [400, 401, 403],
});
