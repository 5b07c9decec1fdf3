import Link from "next/link";
import type { AttentionJson } from "@/lib/admin/contract";

type Item = { count: number; label: string; href?: string; note?: string };

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * "What needs attention today" on the console's overview: the academy's, campus's, the desk's and the
 * tasks' waiting work (GET admin/attention), each with where to act. Placements are the desk's to
 * follow up (an admin has no desk), so that line says who sees them.
 */
export function AttentionToday({ attention }: { attention: AttentionJson }) {
  const failed = attention.failedTasks.length;
  const items: Item[] = [
    {
      count: attention.batchesWithoutEnrolments,
      label: plural(attention.batchesWithoutEnrolments, "batch starts within 7 days with nobody enrolled", "batches start within 7 days with nobody enrolled"),
      href: "/admin/batches",
    },
    {
      count: attention.drivesAwaitingAnswer,
      label: plural(attention.drivesAwaitingAnswer, "university has not answered a drive invitation", "universities have not answered drive invitations"),
      href: "/admin/drives",
    },
    {
      count: attention.placementsDueCheckIn,
      label: plural(attention.placementsDueCheckIn, "placement is due a check-in", "placements are due a check-in"),
      note: "The desk's recruiters see them on their home.",
    },
    {
      count: failed,
      label: failed === 0 ? "tasks failed in the last 24 hours" : `${plural(failed, "task", "tasks")} failed in the last 24 hours: ${attention.failedTasks.join(", ")}`,
      href: "/admin/tasks",
    },
  ];
  const waiting = items.filter((item) => item.count > 0);
  return (
    <section aria-labelledby="attention-today" className="mt-10">
      <h2 id="attention-today" className="text-xl font-semibold text-slate-900">
        What needs attention today
      </h2>
      {waiting.length === 0 ? (
        <p className="mt-2 text-slate-600">Nothing in the academy, the desk, campus or the tasks waits today.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {waiting.map((item) => (
            <li key={item.label} className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950">
              <span className="font-semibold">{item.count}</span> {item.label}.{" "}
              {item.href ? (
                <Link href={item.href} className="font-semibold underline">
                  Open
                  <span className="sr-only"> {item.label}</span>
                </Link>
              ) : (
                <span className="text-sm">{item.note}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
