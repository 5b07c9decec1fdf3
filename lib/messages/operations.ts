// Messages between a company and a candidate, one thread per application (decisions.md section 16),
// and the console's reported messages.
import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import {
  messageJsonSchema,
  messageReportJsonSchema,
  messagesSchema,
  muteSchema,
  resolvedMessageReportSchema,
} from "@/lib/messages/contract";
import {
  messageParamsSchema,
  messageReportListQuerySchema,
  muteCompanySchema,
  postMessageSchema,
  reportMessageSchema,
  resolveMessageReportSchema,
} from "@/lib/messages/schemas";
import { idParams, PAGING_NOTE } from "@/lib/validations/common";

/** The thread's calls, open to those WHO names (each summary ends with it); anyone else gets 404 NOT_FOUND. */
const threadCall = { tag: "Messages", auth: ["Candidate", "Employer"], params: idParams, errors: [401, 403, 404] } as const;
const WHO =
  "The candidate who applied, or a member of the job's company who may read the application (owners, recruiters, interviewers " +
  "assigned to it); anyone else, and a deleted job's application: 404 NOT_FOUND.";

export const getMessages = defineOperation({
  id: "getMessages",
  method: "GET",
  path: "/applications/{id}/messages",
  summary:
    `An application's thread: its latest 500 messages, oldest first, with canReply (a candidate only once the company has written) ` +
    `and muted (the candidate's mute of the company). Reading marks the other side's messages read and the caller's notification ` +
    `of the thread. ${WHO}`,
  ...threadCall,
  response: messagesSchema,
});

export const postMessage = defineOperation({
  id: "postMessage",
  method: "POST",
  path: "/applications/{id}/messages",
  summary:
    "Write to an application's thread: plain text, 1 to 5000 characters, line breaks kept. The company writes first: the candidate " +
    "writing before it is 403 NOT_ALLOWED. The other side gets one unread notification per thread and a mail 'New message about " +
    `<post>' at most once per 15 minutes (none for a candidate who muted the company). 30 messages a minute at most (429). ${WHO}`,
  ...threadCall,
  body: postMessageSchema,
  response: messageJsonSchema,
  successStatus: 201,
  errors: [...threadCall.errors, "NOT_ALLOWED", 429],
});

export const streamMessages = defineOperation({
  id: "streamMessages",
  method: "GET",
  path: "/applications/{id}/messages/stream",
  summary:
    "Server-sent events (text/event-stream) of an application's thread: `event: message` with the message as getMessages shows it " +
    "(`id:` is the message's id; a reconnect with Last-Event-ID first gets the messages missed), delivered whichever server received " +
    "it; `event: resync` when messages may have been missed (read the thread again); a comment every 15 s. The stream ends when the " +
    `session ends or the access goes (checked every 15 to 30 s). ${WHO} 503 UNAVAILABLE when live delivery is down.`,
  ...threadCall,
  response: z.string(),
  binary: true,
  binaryType: "text/event-stream",
  binaryDescription: "The event stream: `event: message` lines with the message's JSON, comments as heartbeats",
  errors: [...threadCall.errors, 503],
});

/** The candidate's own calls about a company: muting it, reporting its message; someone else's: 404 NOT_FOUND. */
const candidateCall = { tag: "Messages", auth: ["Candidate"], errors: [401, 403, 404] } as const;

export const muteCompany = defineOperation({
  id: "muteCompany",
  method: "PUT",
  path: "/applications/{id}/mute",
  summary:
    "The candidate mutes (muted=true) or unmutes the company of one of their applications: no notification or mail about its " +
    "messages in any thread while muted; the messages stay readable. Idempotent. Someone else's application: 404 NOT_FOUND.",
  ...candidateCall,
  params: idParams,
  body: muteCompanySchema,
  response: muteSchema,
});

export const reportMessage = defineOperation({
  id: "reportMessage",
  method: "POST",
  path: "/messages/{id}/report",
  summary:
    "The candidate reports a company's message in one of their own threads to the admins (details optional). Once per message: " +
    "409 ALREADY_REPORTED. Their own messages, other threads' and unknown ids: 404 NOT_FOUND.",
  ...candidateCall,
  params: messageParamsSchema,
  body: reportMessageSchema,
  response: z.null(),
  successStatus: 201,
  errors: [...candidateCall.errors, 409, "ALREADY_REPORTED"],
});

/** The console's side: reported messages and the decision on each. */
const adminCall = { tag: "Admin", auth: ["Admin"], errors: [401, 403] } as const;

export const listMessageReports = defineOperation({
  id: "listMessageReports",
  method: "GET",
  path: "/admin/message-reports",
  summary: `Reported messages, latest report first: open ones (status=open, the default) or all. ${PAGING_NOTE}`,
  ...adminCall,
  query: messageReportListQuerySchema,
  response: z.array(messageReportJsonSchema),
});

export const resolveMessageReport = defineOperation({
  id: "resolveMessageReport",
  method: "POST",
  path: "/admin/message-reports/{id}",
  summary:
    "Decide a message report: dismiss (the message stays) or remove (its text becomes 'This message was removed by TalentBridge.' " +
    "and every open report of it is resolved). 409 STALE_STATE when the report was decided already; 404 for an unknown report.",
  ...adminCall,
  params: idParams,
  body: resolveMessageReportSchema,
  response: resolvedMessageReportSchema,
  errors: [...adminCall.errors, 404, 409, "STALE_STATE"],
});
