import type { Metadata } from "next";
import { loadMyOffers } from "@/lib/campus/loaders/offers";
import { STUDENT_DRIVES_PATH } from "@/lib/campus/rules/offers";
import { MyOffersList } from "@/components/campus/my-offers-list";
import { OfferRevokedPanel } from "@/components/campus/offer-revoked-panel";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedPage } from "@/components/ui/page-heading";

export const metadata: Metadata = { title: "My offers", robots: { index: false } };

// A student's offers from their institute's placement drives (decisions.md section 18): accept or
// decline, how each stands and its joining; when the latest was revoked, what to look at next.
export default async function MyOffersPage() {
  const { offers, afterRevoke } = await loadMyOffers();
  return (
    <HeadedPage title="My offers" intro="Offers from your institute's placement drives. Your institute's placement policy applies when you accept.">
      <div className="mt-6">
        {afterRevoke ? <OfferRevokedPanel afterRevoke={afterRevoke} /> : null}
        {offers.length === 0 ? (
          <EmptyState link={{ href: STUDENT_DRIVES_PATH, label: "See your institute's drives" }}>No offers yet.</EmptyState>
        ) : (
          <MyOffersList offers={offers} />
        )}
      </div>
    </HeadedPage>
  );
}
