import type { ReactNode } from "react";
import { Copy, MailCheck, MailExclamationPoint, MailX, ShieldCheck, ShieldQuestionMark, ShieldX } from "lucide-react";
import type { AdminEmployerJson } from "@/lib/moderation/contract";

type Tone = "good" | "warn" | "bad" | "neutral";

const TONES: Record<Tone, string> = {
  good: "bg-green-50 text-green-900 ring-green-300",
  warn: "bg-amber-50 text-amber-950 ring-amber-300",
  bad: "bg-red-50 text-red-900 ring-red-300",
  neutral: "bg-slate-50 text-slate-800 ring-slate-300",
};

const iconClass = "size-4 shrink-0";

function Signal({ tone, icon, children }: { tone: Tone; icon: ReactNode; children: ReactNode }) {
  return (
    <li className={`inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-sm font-medium ring-1 ring-inset ${TONES[tone]}`}>
      {icon}
      {children}
    </li>
  );
}

const EMAIL_DOMAIN: Record<AdminEmployerJson["signals"]["emailDomain"], { tone: Tone; icon: ReactNode; text: string }> = {
  match: { tone: "good", icon: <MailCheck aria-hidden="true" className={iconClass} />, text: "E-mail domain matches website" },
  free: { tone: "warn", icon: <MailExclamationPoint aria-hidden="true" className={iconClass} />, text: "Free e-mail address" },
  mismatch: { tone: "warn", icon: <MailX aria-hidden="true" className={iconClass} />, text: "E-mail domain differs from website" },
};

/**
 * What to check before trusting a company (docs/decisions/0021), in words: the colour and the icon
 * only repeat what the text says. Signals for the admin's judgement, never a decision by themselves.
 */
export function EmployerSignals({ signals }: { signals: AdminEmployerJson["signals"] }) {
  const email = EMAIL_DOMAIN[signals.emailDomain];
  return (
    <ul aria-label="Verification signals" className="flex flex-wrap gap-2">
      <Signal tone={email.tone} icon={email.icon}>
        {email.text}
      </Signal>
      {signals.gstinValid === null ? (
        <Signal tone="neutral" icon={<ShieldQuestionMark aria-hidden="true" className={iconClass} />}>
          No GSTIN
        </Signal>
      ) : signals.gstinValid ? (
        <Signal tone="good" icon={<ShieldCheck aria-hidden="true" className={iconClass} />}>
          GSTIN valid
        </Signal>
      ) : (
        <Signal tone="bad" icon={<ShieldX aria-hidden="true" className={iconClass} />}>
          GSTIN check failed
        </Signal>
      )}
      {signals.duplicateName ? (
        <Signal tone="bad" icon={<Copy aria-hidden="true" className={iconClass} />}>
          Same name as another employer
        </Signal>
      ) : null}
    </ul>
  );
}
