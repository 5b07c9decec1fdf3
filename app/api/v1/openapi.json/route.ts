// GET /api/v1/openapi.json: the machine-readable description of every call.
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { operations } from "@/lib/registry/operations";

export const dynamic = "force-static";

export function GET() {
  return Response.json(buildOpenApiDocument(operations));
}
