"use client";

import { lazy, Suspense, useState } from "react";
import { Bell } from "@/components/ui/icons";
import type { AlertViewer } from "@/components/alerts/create-alert-dialog";
import type { AlertQueryValues } from "@/lib/alerts/rules/query-summary";

// The dialog (with zod and the form) is fetched on the first click, not with the job pages.
const CreateAlertDialog = lazy(() => import("@/components/alerts/create-alert-dialog").then((m) => ({ default: m.CreateAlertDialog })));

/** "Create job alert" for the job browser's current search: candidates and visitors. */
export function CreateAlertButton({ query, viewer }: { query: AlertQueryValues; viewer: AlertViewer }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <button
        type="button"
        className="btn-outline px-4 py-2"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Bell className="size-4" />
        Create job alert
      </button>
      {used ? (
        <Suspense fallback={null}>
          <CreateAlertDialog open={open} onClose={() => setOpen(false)} query={query} viewer={viewer} />
        </Suspense>
      ) : null}
    </>
  );
}
