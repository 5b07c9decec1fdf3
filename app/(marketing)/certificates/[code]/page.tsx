import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadPublicCertificate } from "@/lib/certificates/loaders";
import { COMPANY } from "@/lib/site/company";
import { CertificateDetails } from "@/components/certificates/certificate-details";

type Props = { params: Promise<{ code: string }> };

// Read on every request: a revocation must show at once, never from a cached render.
export const dynamic = "force-dynamic";

// Anyone with the link may verify, but no certificate (a person's name and results) goes into search
// engines: every answer of this route, found or not, is noindex.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  const certificate = await loadPublicCertificate(code);
  return {
    title: certificate ? `Certificate ${certificate.code}` : "Certificate not found",
    robots: { index: false, follow: false },
  };
}

export default async function CertificatePage({ params }: Props) {
  const { code } = await params;
  const certificate = await loadPublicCertificate(code);
  if (!certificate) notFound();
  return (
    <section className="bg-slate-50 py-10 sm:py-16">
      <div className="container-page">
        <CertificateDetails certificate={certificate} companyName={COMPANY.name} />
      </div>
    </section>
  );
}
