import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/log/request-id";
import { checkReadiness } from "@/lib/ops/readiness";

// Readiness: the database answers and no migration is pending; 503 otherwise, so a balancer sends
// this server no traffic while it cannot serve it (decisions.md section 13).
export const dynamic = "force-dynamic";

export async function GET(req: Request): Promise<Response> {
  const result = await checkReadiness();
  const headers: Record<string, string> = { "Cache-Control": "no-store", [REQUEST_ID_HEADER]: requestIdFrom(req.headers) };
  if (result.ready) return Response.json({ status: "ready" }, { headers });
  return Response.json(
    { status: "unavailable", reason: result.reason },
    { status: 503, headers: { ...headers, "Retry-After": "5" } },
  );
}
