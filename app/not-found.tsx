import type { Metadata } from "next";
import { NotFoundBody } from "@/components/ui/not-found-body";
import { PublicSiteFrame } from "@/components/site/public-site-frame";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

// Root not-found sits outside the (marketing) group, so it draws the site frame itself.
// Prerendered on purpose: anything per-request here (connection(), headers()) would make every page of
// the site dynamic, since this is the root not-found boundary (docs/decisions/0012-security-headers.md).
export default function NotFound() {
  return (
    <PublicSiteFrame>
      <NotFoundBody />
    </PublicSiteFrame>
  );
}
