import type { DriveOffersView } from "@/lib/campus/loaders/offers";
import type { CampusOffer } from "@/lib/campus/contract/offers";
import { formatRupees, JOINING_LABELS, OFFER_STATUS_LABELS } from "@/lib/campus/rules/common";
import { formatDay } from "@/lib/format/date";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";
import { JoiningControl } from "@/components/campus/joining-control";
import { MakeOfferDialog } from "@/components/campus/make-offer-dialog";

// A drive's offers (decisions.md sections 18 and 20): the company side sees every offer and makes new ones;
// a university sees its own students' offers (its officer records one from a row of the student list).
// Both may record the joining of an accepted offer.

type Viewer = "company" | "university" | "admin";

const JOINING_TONES: Record<string, BadgeTone> = { joined: "green", deferred: "blue", revoked: "red" };
// "md" badges: the small size capitalises every word, and these are phrases.
const STATUS_TONES: Record<CampusOffer["status"], BadgeTone> = { pending: "orange", accepted: "green", declined: "red", withdrawn: "slate" };

export function OffersPanel({ driveId, viewer, data }: { driveId: string; viewer: Viewer; data: DriveOffersView | null }) {
  if (!data) return null;
  const companySide = viewer !== "university";
  const withInstitute = companySide && data.institutes.length > 1;
  const columns = ["Student", "Roll no", ...(withInstitute ? ["Institute"] : []), "Salary", "Joining date", "Status", "Joining status", "Joining"];
  return (
    <HeadedSection headingId={`drive-offers-${driveId}`} title="Offers" panel>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {companySide
            ? "Offers to the drive's students and how their joining went."
            : "Your students' offers in this drive. Record one with a student's \u201cRecord offer\u201d in the round tables above."}
        </p>
        {companySide && data.institutes.length > 0 ? <MakeOfferDialog driveId={driveId} institutes={data.institutes} /> : null}
      </div>
      <div className="mt-4">
        {data.offers.length === 0 ? (
          <EmptyState>No offers yet.</EmptyState>
        ) : (
          <DataTable caption="Offers of this drive" columns={columns} minWidth="min-w-[48rem]">
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {data.offers.map((offer) => (
                <OfferRow key={offer.id} offer={offer} withInstitute={withInstitute} />
              ))}
            </tbody>
          </DataTable>
        )}
      </div>
    </HeadedSection>
  );
}

function OfferRow({ offer, withInstitute }: { offer: CampusOffer; withInstitute: boolean }) {
  const name = offer.student?.name ?? "";
  // Joined and revoked are final; an offer not accepted has no joining to track.
  const trackable = offer.status === "accepted" && offer.joiningStatus !== "joined" && offer.joiningStatus !== "revoked";
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-medium">
        {name}
      </th>
      <td className="px-4 py-3">{offer.student?.rollNo}</td>
      {withInstitute ? <td className="px-4 py-3">{offer.student?.institute}</td> : null}
      <td className="px-4 py-3 whitespace-nowrap">{formatRupees(offer.salary)}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={offer.joiningDate}>{formatDay(offer.joiningDate)}</time>
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={offer.status} label={OFFER_STATUS_LABELS[offer.status]} tone={STATUS_TONES[offer.status]} size="md" />
      </td>
      <td className="px-4 py-3">
        {offer.joiningStatus ? (
          <StatusBadge status={offer.joiningStatus} label={JOINING_LABELS[offer.joiningStatus]} tone={JOINING_TONES[offer.joiningStatus]} size="md" />
        ) : (
          <span className="text-slate-500">Not recorded</span>
        )}
        {offer.revokeReason ? <p className="mt-1 text-xs text-slate-600">{offer.revokeReason}</p> : null}
      </td>
      <td className="px-4 py-3">{trackable ? <JoiningControl offerId={offer.id} studentName={name} joiningDate={offer.joiningDate} /> : null}</td>
    </tr>
  );
}
