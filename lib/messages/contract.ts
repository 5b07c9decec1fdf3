import { z } from "zod";
import "zod-openapi";

// Responses of the message calls (decisions.md section 16).

export const messageJsonSchema = z.object({
  id: z.string(),
  body: z.string(),
  from: z.enum(["company", "candidate"]),
  author: z.string().meta({ description: "The writer's name (a company member's name, or the candidate's)." }),
  createdAt: z.string(),
  readAt: z.string().nullable().meta({ description: "When the other side first read it." }),
});
export type MessageJson = z.infer<typeof messageJsonSchema>;

/** GET applications/{id}/messages. */
export const messagesSchema = z.object({
  messages: z.array(messageJsonSchema),
  canReply: z.boolean().meta({ description: "Whether the caller may write now (a candidate only after the company wrote first)." }),
  muted: z.boolean().meta({ description: "Candidate only: whether they muted this company's messages." }),
});
export type MessagesJson = z.infer<typeof messagesSchema>;

// Added by the messages back end (H4): the mute's answer and the console's reported messages.

/** PUT applications/{id}/mute. */
export const muteSchema = z.object({ muted: z.boolean() });
export type MuteJson = z.infer<typeof muteSchema>;

/** One report of a message, as the console lists it (GET admin/message-reports). */
export const messageReportJsonSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  applicationId: z.string(),
  body: z.string().meta({ description: "The reported message's text as it reads now (the removal text once removed)." }),
  removed: z.boolean(),
  author: z.string().meta({ description: "The company member who wrote it (the company's name when the account is gone)." }),
  orgName: z.string(),
  post: z.string(),
  candidate: z.string().meta({ description: "The candidate who reported it." }),
  details: z.string().nullable(),
  messageCreatedAt: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.enum(["dismissed", "removed"]).nullable(),
});
export type MessageReportJson = z.infer<typeof messageReportJsonSchema>;

/** POST admin/message-reports/{id}. */
export const resolvedMessageReportSchema = z.object({
  id: z.string(),
  resolution: z.enum(["dismissed", "removed"]),
  resolvedAt: z.string(),
});
export type ResolvedMessageReportJson = z.infer<typeof resolvedMessageReportSchema>;
