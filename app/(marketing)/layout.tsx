import type { ReactNode } from "react";
import { PublicSiteFrame } from "@/components/site/public-site-frame";

// No user prop: these pages are prerendered, so the header learns the session in the browser.
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return <PublicSiteFrame>{children}</PublicSiteFrame>;
}
