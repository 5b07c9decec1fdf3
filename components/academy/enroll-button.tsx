"use client";

import { indiaToday } from "@/lib/academy/rules/batch-status";
import { enrolmentClosedText } from "@/lib/academy/rules/batch-labels";
import { useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { BatchStatus } from "@/lib/academy/contract/common";
import type { EnrolResult } from "@/lib/academy/contract/enrolment";
import { enrollAction } from "@/lib/academy/actions/enrolment";
import { useSessionUser } from "@/lib/client/session-store";
import { toastError } from "@/lib/client/toast";
import { withNext } from "@/lib/site/next-path";
import { FeePlanDialog, type FeeChoiceJson, type FeeTermsJson } from "@/components/academy/fee-plan-dialog";

const ENROL_FAILED = "Could not enrol. Please try again.";
const MY_TRAINING = "/candidate/training";

type Outcome = EnrolResult | { status: "already" } | { status: "closed" };

function OutcomeText({ outcome }: { outcome: Outcome }) {
  switch (outcome.status) {
    case "enrolled":
      return <>Enrolled</>;
    case "waitlisted":
      return <>You are on the waitlist (position {outcome.position})</>;
    case "already":
      return <>You have already enrolled in this batch.</>;
    case "closed":
      return <>Enrolment for this batch has closed.</>;
  }
}

/**
 * Enrol in a batch (decisions.md section 15) on /training/{slug}. The page is prerendered for everyone,
 * so the button learns the session in the browser, as the header does: a visitor gets a link to log in
 * and come back here (`?next=`, decisions.md section 19), a candidate enrols through the action and sees
 * the outcome, other roles a note. Only while enrolment is open (status open or full: a full batch
 * waitlists; a running batch on its start date); a running batch says since when enrolment is closed;
 * nothing for a completed or cancelled batch (its badge says so). A programme with a fee first asks the
 * plan and the state in a dialog (decisions.md section 21).
 */
export function EnrollButton({
  batchId,
  status,
  seatsLeft,
  startDate,
  terms,
}: {
  batchId: string;
  status: BatchStatus;
  seatsLeft: number;
  startDate?: string;
  terms?: FeeTermsJson;
}) {
  const user = useSessionUser();
  const pathname = usePathname();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const charged = terms !== undefined && terms.fee > 0;

  // On its first day a batch is already running and still takes people (isEnrolmentOpen).
  const firstDay = status === "running" && startDate !== undefined && startDate === indiaToday(new Date());
  if (status === "running" && !firstDay && startDate) return <p className="text-sm font-medium text-slate-800">{enrolmentClosedText(startDate)}</p>;
  if (status !== "open" && status !== "full" && !firstDay) return null;
  const full = status === "full" || seatsLeft <= 0;

  if (user === null) {
    return (
      <Link href={withNext("/login", pathname)} className="btn-primary">
        {full ? "Log in to join the waitlist" : "Log in to enrol"}
      </Link>
    );
  }
  if (user && user.role !== "Candidate") {
    return <p className="text-sm text-slate-700">Candidates enrol in batches with their own account.</p>;
  }
  if (outcome) {
    return (
      <p role="status" className="text-sm font-semibold text-slate-900">
        <OutcomeText outcome={outcome} />{" "}
        <Link href={MY_TRAINING} className="font-semibold text-brand-700 underline">
          My training
        </Link>
      </p>
    );
  }

  async function enrol(choice?: FeeChoiceJson) {
    setBusy(true);
    try {
      const result = await enrollAction({ batchId, ...choice });
      if (result.ok) setOutcome(result.data);
      else if (result.code === "ALREADY_ENROLLED") setOutcome({ status: "already" });
      else if (result.code === "ENROLMENT_CLOSED") setOutcome({ status: "closed" });
      else toastError(result.message || ENROL_FAILED);
    } catch {
      toastError(ENROL_FAILED);
    } finally {
      setBusy(false);
    }
  }

  // `undefined`: the session is still being learnt; the button waits, disabled, in its place.
  return (
    <>
      <button type="button" className="btn-primary disabled:bg-slate-500" onClick={() => (charged ? setAsking(true) : enrol())} disabled={busy || user === undefined}>
        {busy ? (full ? "Joining..." : "Enrolling...") : full ? "Join the waitlist" : "Enrol"}
      </button>
      {charged ? <FeePlanDialog open={asking} onClose={() => setAsking(false)} terms={terms} busy={busy} onChoose={(choice) => enrol(choice)} /> : null}
    </>
  );
}
