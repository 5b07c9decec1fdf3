// The programme pages and /training are cached (ISR, app/(marketing)/training/); a change to a batch
// (created, a seat taken or freed, finished) re-renders its programme's page and the programmes' cards
// on the next visit instead of waiting out the minute. Call after the change is committed.
import "server-only";
import { revalidatePath } from "next/cache";

export function revalidateProgrammePage(slug: string): void {
  try {
    revalidatePath(`/training/${slug}`);
    revalidatePath("/training");
  } catch {
    // Outside a Next request (scripts, tests, the task worker) there is no page cache to clear; the
    // page's own revalidate interval still bounds how stale it gets.
  }
}
