import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, optionalText, SINGLE_LINE_PATTERN, textToNumber } from "@/lib/validations/common";

// The skills' request fields (decisions.md section 14): the catalogue's query and the one skill-id
// field every capability reuses (a candidate's skills, a job's skills, an alert's skills).

/** Options the picker asks for when the caller gives no limit. */
export const SKILL_SEARCH_DEFAULT_LIMIT = 10;
/** At most this many a call: the catalogue is a picker's source, not a list to page through. */
export const SKILL_SEARCH_MAX_LIMIT = 50;

/** A catalogue id (a slug such as "javascript" or "c++"): single-line, at most 60 characters. */
export const skillIdField = (message = "Skill is required") =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(60, "This skill id is too long")
    .regex(SINGLE_LINE_PATTERN, CONTROL_CHARACTERS_MESSAGE)
    .meta({ description: "A skill's id from GET skills, e.g. javascript, node-js, c++." });

/** Query of GET skills. */
export const skillSearchQuerySchema = z.object({
  search: optionalText(60).meta({ description: "Matched against names and aliases, ignoring case, spaces, dots and dashes (js, K8s, node js)." }),
  limit: z.preprocess(
    textToNumber,
    z
      .number({ error: "Limit must be a whole number" })
      .int("Limit must be a whole number")
      .min(1, "Limit must be at least 1")
      .max(SKILL_SEARCH_MAX_LIMIT, `Limit must be at most ${SKILL_SEARCH_MAX_LIMIT}`)
      .default(SKILL_SEARCH_DEFAULT_LIMIT),
  ),
});
export type SkillSearchQuery = z.output<typeof skillSearchQuerySchema>;
