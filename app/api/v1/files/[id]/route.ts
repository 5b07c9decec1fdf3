// GET /api/v1/files/{id}: a stored file's bytes, only for those allowed to see it (others get 404).
import { withApi } from "@/lib/api/handler";
import { getFile } from "@/lib/api/operations/files";
import { readFileResponse } from "@/lib/services/files";

export const GET = withApi(getFile, async ({ user, params }) => readFileResponse(user, params.id));
