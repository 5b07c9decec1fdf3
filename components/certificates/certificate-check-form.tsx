import { Field } from "@/components/ui/field";
import { CERTIFICATE_CHECK_PATH } from "@/lib/certificates/rules";

// "Check a certificate" (decisions.md section 20): a plain GET form, no script, on /certificates and
// under an unknown code's message. /certificates?code=… sends the visitor on to /certificates/{code},
// where the certificate (or that none has this code) is shown.

export function CertificateCheckForm({ defaultCode = "", error }: { defaultCode?: string; error?: string }) {
  return (
    <form action={CERTIFICATE_CHECK_PATH} method="get" aria-label="Check a certificate" className="flex flex-wrap items-end gap-3">
      <div className="w-full max-w-xs">
        <Field id="certificate-code" label="Certificate code" hint="The 16 letters and digits on the certificate or its QR code's link." error={error} plainLabel>
          <input
            type="text"
            name="code"
            defaultValue={defaultCode}
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono uppercase tracking-wider"
          />
        </Field>
      </div>
      <button type="submit" className="btn-primary px-5 py-2.5">
        Check
      </button>
    </form>
  );
}
