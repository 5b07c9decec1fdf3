import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/log/request-id";

// Liveness: the process answers. No database, no session, no proxy (decisions.md section 13).
export const dynamic = "force-dynamic";

export function GET(req: Request): Response {
  return Response.json(
    { status: "ok" },
    { headers: { "Cache-Control": "no-store", [REQUEST_ID_HEADER]: requestIdFrom(req.headers) } },
  );
}
