// GET /api/v1/candidate/document-views: who opened the candidate's resume or ID documents, newest first.
import { withApi } from "@/lib/api/handler";
import { documentViews } from "@/lib/api/operations/candidate";
import { listDocumentViews } from "@/lib/services/document-views";

export const GET = withApi(documentViews, ({ user, query }) => listDocumentViews(user, query).then((page) => page.items));
