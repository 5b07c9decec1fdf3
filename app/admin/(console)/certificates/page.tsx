import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadAdminCertificates } from "@/lib/certificates/loaders";
import { AdminCertificateCard } from "@/components/certificates/admin-certificate-card";
import { ListSearch } from "@/components/moderation/list-search";
import { Pager } from "@/components/ui/pager";

export const metadata: Metadata = { title: "Certificates" };

// Every certificate the academy issued, newest first; found by code or name, revoked with a reason.
export default async function AdminCertificatesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadAdminCertificates(await searchParams);
  return (
    <>
      <h1 className="section-title">Certificates</h1>
      <p className="mt-2 text-slate-600">
        {result.total} {result.total === 1 ? "certificate" : "certificates"}
        {query.search ? " found" : " issued"}, newest first. Revoking one takes back the skills it verified.
      </p>
      <ListSearch basePath="/admin/certificates" status={undefined} value={query.search} label="Search certificates" placeholder="Code or name" />
      {result.items.length === 0 ? (
        <p className="mt-8 text-slate-600">{query.search ? "No certificate matches this search." : "No certificates yet."}</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {result.items.map((certificate) => (
            <li key={certificate.code}>
              <AdminCertificateCard certificate={certificate} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        basePath="/admin/certificates"
        params={{ search: query.search }}
        page={query.page}
        limit={query.limit}
        total={result.total}
        label="Certificate pages"
      />
    </>
  );
}
