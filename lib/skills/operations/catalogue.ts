// The skill catalogue (decisions.md section 14): the public look-up behind every skill picker.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { skillListSchema } from "@/lib/skills/contract";
import { skillSearchQuerySchema } from "@/lib/skills/schemas/catalogue";

export const getSkills = defineOperation({
  id: "getSkills",
  method: "GET",
  path: "/skills",
  summary: "Search the skill catalogue by name or alias (case and spacing ignored: js, K8s, node js); without search, by category then name",
  tag: "Skills",
  auth: "public",
  query: skillSearchQuerySchema,
  response: skillListSchema,
});
