import { ServiceDetail } from "@/components/marketing/service-detail";
import { servicePageMetadata } from "@/lib/site/service-pages";

// The copy is in lib/site/service-pages.ts, with the other three service pages'.
const PATH = "/services/recruitment-services";

export const metadata = servicePageMetadata(PATH);

export default function RecruitmentServicesPage() {
  return <ServiceDetail path={PATH} />;
}
