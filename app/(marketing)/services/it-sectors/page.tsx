import { ServiceDetail } from "@/components/marketing/service-detail";
import { servicePageMetadata } from "@/lib/site/service-pages";

// The copy is in lib/site/service-pages.ts, with the other three service pages'.
const PATH = "/services/it-sectors";

export const metadata = servicePageMetadata(PATH);

export default function ItSectorsPage() {
  return <ServiceDetail path={PATH} />;
}
