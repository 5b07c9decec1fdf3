"use client";

import { useRouter } from "next/navigation";
import type { CampusOffer } from "@/lib/campus/contract/offers";
import { respondOfferAction } from "@/lib/campus/actions/offers";
import { formatRupees, JOINING_LABELS, OFFER_STATUS_LABELS } from "@/lib/campus/rules/common";
import { formatDay } from "@/lib/format/date";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";
import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";

// "My offers" (decisions.md section 18): each offer with the company, the drive, the salary and the
// joining date; Accept or Decline while it waits (each asked first: accepting may withdraw the student
// from their other drives, as the institute's policy says), then how it stands and the joining.

const FAILED = "Could not send your answer. Please try again.";
const STUDENT_STATUS: Record<CampusOffer["status"], string> = { ...OFFER_STATUS_LABELS, pending: "Waiting for your answer" };
const TONES: Record<CampusOffer["status"], BadgeTone> = { pending: "orange", accepted: "green", declined: "red", withdrawn: "slate" };
const JOINING_TONES: Record<string, BadgeTone> = { joined: "green", deferred: "blue", revoked: "red" };

export function MyOffersList({ offers }: { offers: readonly CampusOffer[] }) {
  return (
    <ul aria-label="Your offers, newest first" className="space-y-4">
      {offers.map((offer) => (
        <OfferItem key={offer.id} offer={offer} />
      ))}
    </ul>
  );
}

function OfferItem({ offer }: { offer: CampusOffer }) {
  const { company, title } = offer.drive;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{company}</h2>
          <p className="mt-0.5 text-sm text-slate-700">{title}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={offer.status} label={STUDENT_STATUS[offer.status]} tone={TONES[offer.status]} size="md" />
          {offer.joiningStatus ? (
            <StatusBadge status={offer.joiningStatus} label={JOINING_LABELS[offer.joiningStatus]} tone={JOINING_TONES[offer.joiningStatus]} size="md" />
          ) : null}
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-slate-600">Salary</dt>
          <dd className="font-medium text-slate-900">{formatRupees(offer.salary)} a year</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">Joining date</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={offer.joiningDate}>{formatDay(offer.joiningDate)}</time>
          </dd>
        </div>
      </dl>
      {offer.revokeReason ? <p className="mt-2 text-sm text-slate-700">Reason given: {offer.revokeReason}</p> : null}
      {offer.status === "pending" ? <Answer offer={offer} /> : null}
    </li>
  );
}

/** The two answers' words; either is asked first. */
const ANSWERS = [
  {
    accept: true,
    label: "Accept",
    className: "btn-primary px-4 py-2",
    description: "Your institute's placement policy applies: with one offer per student, accepting withdraws you from your other drives and offers.",
    pendingLabel: "Accepting...",
    done: "accepted",
  },
  { accept: false, label: "Decline", className: "btn-outline px-4 py-2", description: "You cannot accept it later.", pendingLabel: "Declining...", done: "declined" },
] as const;

function Answer({ offer }: { offer: CampusOffer }) {
  const router = useRouter();
  const { company } = offer.drive;
  const refresh = () => router.refresh();
  // Answered elsewhere, or refused by the policy: the dialog closes and the page shows how it stands.
  const onFailure = (_failure: unknown, close: () => void) => {
    close();
    refresh();
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {ANSWERS.map((answer) => (
        <ConfirmActionButton
          key={answer.label}
          label={answer.label}
          aria-label={`${answer.label} the offer from ${company}`}
          className={answer.className}
          title={`${answer.label} the offer from ${company}?`}
          description={answer.description}
          confirmLabel={answer.label}
          pendingLabel={answer.pendingLabel}
          action={() => respondOfferAction({ id: offer.id, accept: answer.accept })}
          successToast={`You ${answer.done} the offer from ${company}`}
          errorToast={FAILED}
          onSuccess={refresh}
          onFailure={onFailure}
        />
      ))}
    </div>
  );
}
