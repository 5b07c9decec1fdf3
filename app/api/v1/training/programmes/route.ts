// GET /api/v1/training/programmes: the academy's programmes (public).
import { withApi } from "@/lib/api/handler";
import { getProgrammes } from "@/lib/academy/operations/batches";
import { listProgrammes } from "@/lib/academy/service/programmes";

export const GET = withApi(getProgrammes, () => listProgrammes());
