// GET /api/v1/candidate/document-views: who opened the candidate's resume or ID documents, newest first.
import { withApi } from "@/lib/api/handler";
import { documentViews } from "@/lib/candidate-profile/operations/profile";
import { listDocumentViews } from "@/lib/candidate-profile/service/document-views";

export const GET = withApi(documentViews, ({ user, query }) => listDocumentViews(user, query).then((page) => page.items));
