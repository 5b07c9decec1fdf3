import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { certificateCheck } from "@/lib/certificates/loaders";
import { COMPANY } from "@/lib/site/company";
import { pageMetadata } from "@/lib/site/metadata";
import type { SearchParams } from "@/lib/validations/common";
import { CertificateCheckForm } from "@/components/certificates/certificate-check-form";

// Check a certificate (decisions.md section 20): a code typed here goes on to /certificates/{code}. A
// plain GET form, so the page needs no script of its own. Rendered per request: /certificates is one of
// the pages served with the per-request (nonce) policy, and it reads the query.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "Check a certificate",
  description: `Verify a ${COMPANY.name} training certificate by its code: who holds it, for which programme, and whether it is valid.`,
  path: "/certificates",
});

export default async function CertificateCheckPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { redirectTo, code, error } = certificateCheck(await searchParams);
  if (redirectTo) redirect(redirectTo);
  return (
    <section className="bg-slate-50 py-10 sm:py-16">
      <div className="container-page max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Check a certificate</h1>
        <p className="mt-2 text-slate-700">
          Every certificate {COMPANY.name} issues carries a code. Enter it to see who holds the certificate, for which programme, and
          whether it is still valid.
        </p>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <CertificateCheckForm defaultCode={code} error={error} />
        </div>
      </div>
    </section>
  );
}
