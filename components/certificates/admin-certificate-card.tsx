import type { AdminCertificateJson } from "@/lib/certificates/contract";
import { certificatePath } from "@/lib/certificates/rules";
import { formatDate, formatDay } from "@/lib/format/date";
import { ConsoleCard } from "@/components/ui/console-card";
import { StatusBadge } from "@/components/ui/status-badge";
import { RevokeCertificateButton } from "@/components/certificates/revoke-certificate-button";

/** One certificate in the console: who, what, the public page, and Revoke (or when and why it was). */
export function AdminCertificateCard({ certificate }: { certificate: AdminCertificateJson }) {
  const revoked = certificate.status === "revoked";
  return (
    <ConsoleCard
      headingId={`certificate-${certificate.code}`}
      title={certificate.name}
      details={
        <p className="text-sm text-slate-600">
          {certificate.programme} · {certificate.batch.title} ({formatDay(certificate.batch.startDate)} to {formatDay(certificate.batch.endDate)})
        </p>
      }
      aside={<StatusBadge status={certificate.status} tone={revoked ? "red" : "green"} label={revoked ? "Revoked" : "Valid"} />}
    >
      <p className="mt-3 text-sm text-slate-700">
        Code{" "}
        <a href={certificatePath(certificate.code)} className="font-mono text-brand-700 underline-offset-2 hover:underline">
          {certificate.code}
        </a>
        {" · "}score {certificate.score}
        {" · "}issued <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt)}</time>
      </p>
      {revoked ? (
        <p className="mt-2 text-sm text-slate-700">
          Revoked {certificate.revokedAt ? <time dateTime={certificate.revokedAt}>{formatDate(certificate.revokedAt)}</time> : null}
          {certificate.revokeReason ? <>: {certificate.revokeReason}</> : null}
        </p>
      ) : (
        <div className="mt-4">
          <RevokeCertificateButton code={certificate.code} name={certificate.name} />
        </div>
      )}
    </ConsoleCard>
  );
}
