import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { Operation } from "@/lib/api/operation";
import { errorSchema } from "@/lib/api/schemas";

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input (errors per field)",
  401: "Not logged in",
  403: "Wrong role or not allowed",
  404: "Not found (also for another owner's object)",
  409: "Conflict",
  413: "File too large",
  415: "Wrong file type",
  429: "Rate limited",
};

function envelope(response: z.ZodType) {
  return z.object({ success: z.literal(true), message: z.string().optional(), response });
}

function toOperation(op: Operation): ZodOpenApiOperationObject {
  const errors = new Set<number>(op.errors ?? []);
  if (op.params || op.query || op.body) errors.add(400);
  if (Array.isArray(op.auth)) {
    errors.add(401);
    errors.add(403);
  }
  const responses: ZodOpenApiOperationObject["responses"] = {
    [String(op.successStatus ?? 200)]: op.binary
      ? { description: "The file's bytes", content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } } }
      : { description: "Success", content: { "application/json": { schema: envelope(op.response) } } },
  };
  for (const status of [...errors].sort()) {
    responses[`${status}` as `4${string}`] = {
      description: ERROR_TEXT[status] ?? "Error",
      content: { "application/json": { schema: errorSchema } },
    };
  }
  const operation: ZodOpenApiOperationObject = {
    operationId: op.id,
    summary: op.summary,
    tags: [op.tag],
    responses,
  };
  if (Array.isArray(op.auth)) {
    operation.security = [{ sessionCookie: [] }];
    operation.description = `Roles: ${op.auth.join(", ")}.`;
  }
  const requestParams: ZodOpenApiOperationObject["requestParams"] = {};
  if (op.params) requestParams.path = op.params as z.ZodObject;
  if (op.query) requestParams.query = op.query as z.ZodObject;
  if (op.params || op.query) operation.requestParams = requestParams;
  if (op.body) {
    const type = op.bodyType === "multipart" ? "multipart/form-data" : "application/json";
    operation.requestBody = { required: true, content: { [type]: { schema: op.body } } };
  }
  return operation;
}

/** The OpenAPI 3.1 document of /api/v1, built from the same zod schemas the handlers parse with. */
export function buildOpenApiDocument(operations: Operation[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    (item as Record<string, ZodOpenApiOperationObject>)[op.method.toLowerCase()] = toOperation(op);
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "TalentBridge Staffing API",
      version: "1.0.0",
      description: "Versioned REST API of the job portal. JSON envelope: { success, message?, response } or { success: false, message, errors? }.",
    },
    servers: [{ url: "/api/v1" }],
    components: {
      securitySchemes: { sessionCookie: { type: "apiKey", in: "cookie", name: "authjs.session-token" } },
    },
    paths,
  });
}
