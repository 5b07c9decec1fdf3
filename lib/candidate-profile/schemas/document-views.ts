import { z } from "zod";
import { pagingFields } from "@/lib/validations/common";

// "Who viewed my documents" (decisions.md section 12): the list's paging.

/** The profile page shows the latest 20; API clients may ask for up to MAX_PAGE_SIZE a page. */
export const DOCUMENT_VIEWS_PAGE_SIZE = 20;

/** Query of GET candidate/document-views. */
export const documentViewsQuerySchema = z.object(pagingFields(DOCUMENT_VIEWS_PAGE_SIZE));
export type DocumentViewsQuery = z.output<typeof documentViewsQuerySchema>;
