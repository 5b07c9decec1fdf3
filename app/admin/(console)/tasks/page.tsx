import type { Metadata } from "next";
import { loadTasks } from "@/lib/admin/loaders";
import { TaskCard } from "@/components/admin/task-card";

export const metadata: Metadata = { title: "Tasks" };

// The scheduled tasks of the job lifecycle and alerts (decisions.md section 10): when each ran, how,
// when it runs next, and a "Run now" that queues a run for the worker.
export default async function AdminTasksPage() {
  const { tasks } = await loadTasks();
  return (
    <>
      <h1 className="section-title">Tasks</h1>
      <p className="mt-2 text-slate-600">
        Scheduled work the portal does on its own. Times are India time; Run now queues a run, which appears here once it has started.
      </p>
      {tasks.length === 0 ? (
        <p className="mt-8 text-slate-600">No tasks are registered.</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {tasks.map((task) => (
            <li key={task.name}>
              <TaskCard task={task} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
