// GET /api/v1/training/batches?programme=&page=: batches not cancelled (public).
import { withApi } from "@/lib/api/handler";
import { getBatches } from "@/lib/academy/operations/batches";
import { listBatches } from "@/lib/academy/service/batches";

export const GET = withApi(getBatches, ({ query }) => listBatches(query));
