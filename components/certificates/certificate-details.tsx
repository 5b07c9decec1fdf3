import type { ReactNode } from "react";
import { BadgeCheck, CircleX } from "lucide-react";
import type { CertificateJson } from "@/lib/certificates/contract";
import { formatDate, formatDay } from "@/lib/format/date";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** Valid or Revoked, first and large: what a verifier came to learn. Words and icon, never colour alone. */
function Verdict({ certificate, companyName }: { certificate: CertificateJson; companyName: string }) {
  if (certificate.status === "revoked") {
    return (
      <div className="mt-6 flex items-start gap-3 rounded-xl border-2 border-red-300 bg-red-50 p-5 text-red-950">
        <CircleX aria-hidden="true" className="mt-1 size-8 shrink-0 text-red-700" />
        <div>
          <p className="text-3xl font-extrabold tracking-tight">Revoked</p>
          <p className="mt-1">
            {certificate.revokedAt ? (
              <>
                Revoked on <time dateTime={certificate.revokedAt}>{formatDate(certificate.revokedAt)}</time>.{" "}
              </>
            ) : null}
            This certificate no longer certifies the training below.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-6 flex items-start gap-3 rounded-xl border-2 border-green-300 bg-green-50 p-5 text-green-950">
      <BadgeCheck aria-hidden="true" className="mt-1 size-8 shrink-0 text-green-700" />
      <div>
        <p className="text-3xl font-extrabold tracking-tight">Valid</p>
        <p className="mt-1">This certificate was issued by {companyName} and has not been revoked.</p>
      </div>
    </div>
  );
}

/**
 * The public page of a certificate (decisions.md section 15): the verdict, then what it certifies as
 * it was issued. `companyName` names the issuer in the heading's line above.
 */
export function CertificateDetails({ certificate, companyName }: { certificate: CertificateJson; companyName: string }) {
  const { batch } = certificate;
  return (
    <article aria-labelledby="certificate-title" className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{companyName}</p>
      <h1 id="certificate-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Certificate of completion
      </h1>
      <Verdict certificate={certificate} companyName={companyName} />
      <dl className="mt-8 grid gap-3 sm:grid-cols-2">
        <Row label="Name">{certificate.name}</Row>
        <Row label="Programme">{certificate.programme}</Row>
        <Row label="Batch">{batch.title}</Row>
        <Row label="Dates">
          <time dateTime={batch.startDate}>{formatDay(batch.startDate)}</time> to <time dateTime={batch.endDate}>{formatDay(batch.endDate)}</time>
        </Row>
        <Row label="Score">{certificate.score} / 100</Row>
        <Row label="Issued on">
          <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt)}</time>
        </Row>
        <Row label="Certificate code">
          <span className="font-mono break-all">{certificate.code}</span>
        </Row>
      </dl>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Skills verified</h2>
      {certificate.skills.length > 0 ? (
        <ul aria-label="Skills verified" className="mt-3 flex flex-wrap gap-2">
          {certificate.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset">
              {skill}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">None listed.</p>
      )}
    </article>
  );
}
