import type { Metadata } from "next";
import { loadPublicCertificate } from "@/lib/certificates/loaders";
import { CERTIFICATE_UNKNOWN_MESSAGE } from "@/lib/certificates/rules";
import { COMPANY } from "@/lib/site/company";
import { CertificateCheckForm } from "@/components/certificates/certificate-check-form";
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

/** An unknown or malformed code: said in words, with the check form to try another (or a typo fixed). */
function UnknownCode({ code }: { code: string }) {
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Certificate not found</h1>
      <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {CERTIFICATE_UNKNOWN_MESSAGE}. Check the code and try again.
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <CertificateCheckForm defaultCode={code.slice(0, 64)} />
      </div>
    </div>
  );
}

export default async function CertificatePage({ params }: Props) {
  const { code } = await params;
  const certificate = await loadPublicCertificate(code);
  return (
    <section className="bg-slate-50 py-10 sm:py-16">
      <div className="container-page">
        {certificate ? <CertificateDetails certificate={certificate} companyName={COMPANY.name} /> : <UnknownCode code={code} />}
      </div>
    </section>
  );
}
