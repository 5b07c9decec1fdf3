// GET /api/v1/applications/{id}/messages/stream: the thread's new messages as server-sent events.
import { withApi } from "@/lib/api/handler";
import { streamMessages } from "@/lib/messages/operations";
import { openMessageStream } from "@/lib/messages/service/open-stream";

// A long-lived response, per request and per session: never prerendered or cached; Node for the pg listener.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = withApi(streamMessages, ({ user, params, req }) => openMessageStream(user, params, req));
