import "server-only";
// Reads for the profile page's "Who viewed my documents": the latest page of views.
import type { DocumentViewsPage } from "@/lib/candidate-profile/contract";
import { requireRole } from "@/lib/auth/guards";
import { listDocumentViews } from "@/lib/candidate-profile/service/document-views";
import { DOCUMENT_VIEWS_PAGE_SIZE } from "@/lib/candidate-profile/schemas/document-views";

/** The first page (the latest 20); the section loads further pages in the browser. */
export async function loadDocumentViews(): Promise<DocumentViewsPage> {
  return listDocumentViews(await requireRole("Candidate"), { page: 1, limit: DOCUMENT_VIEWS_PAGE_SIZE });
}
