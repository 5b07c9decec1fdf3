// GET and POST /api/v1/applications/{id}/messages: an application's thread, read (marks read) and written to.
import { withApi } from "@/lib/api/handler";
import { getMessages, postMessage as postMessageOp } from "@/lib/messages/operations";
import { listMessages, postMessage } from "@/lib/messages/service/thread";

export const GET = withApi(getMessages, ({ user, params }) => listMessages(user, params));
export const POST = withApi(postMessageOp, ({ user, params, body }) => postMessage(user, params, body));
