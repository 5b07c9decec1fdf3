// GET /api/v1/skills: the skill catalogue by name or alias (public; the pickers' source).
import { withApi } from "@/lib/api/handler";
import { getSkills } from "@/lib/skills/operations/catalogue";
import { searchSkills } from "@/lib/skills/service/catalogue";

export const GET = withApi(getSkills, ({ query }) => searchSkills(query));
