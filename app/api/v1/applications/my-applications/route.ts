// GET /api/v1/applications/my-applications: the candidate's own applications, newest first.
import { withApi } from "@/lib/api/handler";
import { myApplications } from "@/lib/applications/operations";
import { listMyApplications } from "@/lib/applications/service/apply";

export const GET = withApi(myApplications, async ({ query, user }) => (await listMyApplications(user, query)).applications);
