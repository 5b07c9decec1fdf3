import type { ReactNode } from "react";
import { SiteFrame } from "@/components/site/site-frame";

// No user prop: these pages are prerendered, so the header learns the session in the browser.
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
