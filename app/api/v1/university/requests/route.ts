// GET /api/v1/university/requests — own requests; POST — request a placement drive or a sponsored batch.
import { reply, withApi } from "@/lib/api/handler";
import { createUniversityRequestOp, listUniversityRequestsOp } from "@/lib/university/operations";
import { createUniversityRequest, listOwnRequests } from "@/lib/university/service";

export const GET = withApi(listUniversityRequestsOp, async ({ user, query }) => {
  const result = await listOwnRequests(user, query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});

export const POST = withApi(createUniversityRequestOp, async ({ user, body }) =>
  reply(await createUniversityRequest(user, body), { status: 201, message: "Request submitted successfully" }),
);
