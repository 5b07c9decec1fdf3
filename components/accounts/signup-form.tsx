"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type RefObject } from "react";
import { useForm, useWatch } from "react-hook-form";
import { registerAction, sendSignupCodeAction } from "@/lib/accounts/actions/auth";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { loadOnce } from "@/lib/client/lazy-module";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { LEGAL_DOCUMENTS } from "@/lib/privacy/rules";
import {
  loginAfterSignupPath,
  passwordRuleStates,
  SIGNUP_ACCOUNT_TYPES,
  SIGNUP_FIELDS,
  type SignupAccountType,
} from "@/lib/accounts/rules/signup";
import { ConsentCheckbox } from "@/components/ui/consent-checkbox";
import { Field } from "@/components/ui/field";
import { NewPasswordInput } from "@/components/ui/new-password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useHydrated } from "@/components/accounts/use-hydrated";
import type { VerifyEmailDialog as VerifyEmailDialogComponent } from "@/components/accounts/verify-email-dialog";

const NETWORK_FAILURE = "Could not reach the server. Please check your connection and try again.";

// zod and the schemas load when the form is first focused; the first validation awaits them.
const resolver = lazyResolver(
  () => import("@/components/accounts/form-resolvers").then((module) => module.signupResolver),
  NETWORK_FAILURE,
);

// The code dialog is needed only once a code is sent: it loads while the code is being sent.
const loadVerifyDialog = loadOnce(() => import("@/components/accounts/verify-email-dialog").then((module) => module.VerifyEmailDialog));

type FieldName = (typeof SIGNUP_FIELDS)[SignupAccountType][number];
type Values = Partial<Record<FieldName, string>> & { consent?: boolean };
export type SignupValues = Values;

type FieldSpec = { label: string; kind: "text" | "email" | "tel" | "url" | "password" | "textarea"; autoComplete?: string; optional?: boolean };

const FIELD_SPECS: Record<FieldName, FieldSpec> = {
  fullName: { label: "Full Name", kind: "text", autoComplete: "name" },
  orgName: { label: "Organization Name", kind: "text", autoComplete: "organization" },
  instituteName: { label: "Institute Name", kind: "text", autoComplete: "organization" },
  city: { label: "City", kind: "text", autoComplete: "address-level2" },
  state: { label: "State", kind: "text", autoComplete: "address-level1" },
  // "tel", not "tel-national": a browser's saved "+91 98220 12345" is accepted (the server keeps the 10 digits).
  mobile: { label: "Mobile Number", kind: "tel", autoComplete: "tel" },
  website: { label: "Website", kind: "url", autoComplete: "url", optional: true },
  about: { label: "About", kind: "textarea" },
  email: { label: "Email", kind: "email", autoComplete: "email" },
  password: { label: "Password", kind: "password", autoComplete: "new-password" },
};

const emptyFor = (type: SignupAccountType, keep: Values = {}): Values => ({
  ...Object.fromEntries(SIGNUP_FIELDS[type].map((name) => [name, keep[name] ?? ""])),
  consent: keep.consent ?? false,
});

/**
 * Signup for candidates, employers and universities. `accountType` is the type shown first (the
 * home page's role cards link to /signup?type=Employer); `next` (a same-site path the page kept) is
 * carried to the login page that follows the code, with the e-mail filled in (decisions.md section 19).
 * The "Sign In" link under it is the page's (drawn on the server).
 */
export function SignupForm({ accountType: initialType = "Candidate", next }: { accountType?: SignupAccountType; next?: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [accountType, setAccountType] = useState<SignupAccountType>(initialType);
  // The resolver reads the type through the form's context (this ref), so it always checks the shown fields.
  const typeRef = useRef<SignupAccountType>(initialType);
  const [pending, setPending] = useState<{ type: SignupAccountType; values: Values } | null>(null);
  const [sending, setSending] = useState(false);
  // The code dialog's component once loaded; from then on `pending` opens and closes it.
  const [VerifyEmailDialog, setVerifyEmailDialog] = useState<typeof VerifyEmailDialogComponent | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    getValues,
    control,
    formState: { errors },
  } = useForm<Values, RefObject<SignupAccountType>>({ resolver, context: typeRef, mode: "onChange", defaultValues: emptyFor(initialType) });
  const password = useWatch({ control, name: "password" }) ?? "";

  function changeType(type: SignupAccountType) {
    typeRef.current = type;
    setAccountType(type);
    // Keep only the new type's fields (values they share stay), and drop every error.
    reset(emptyFor(type, getValues()), { keepDefaultValues: false });
  }

  async function sendCode(email: string, type: SignupAccountType): Promise<boolean> {
    const result = await sendSignupCodeAction({ email, accountType: type }).catch(() => null);
    if (result?.ok) {
      toastSuccess("OTP sent to your email successfully");
      return true;
    }
    toastError(result?.message || "Failed to send OTP");
    return false;
  }

  async function onValid(values: Values) {
    setSending(true);
    const dialog = loadVerifyDialog().catch(() => null); // at once, beside the code's request
    try {
      const type = typeRef.current;
      if (!(await sendCode(values.email ?? "", type))) return;
      const Loaded = await dialog;
      // Offline since the code went out: the next "Create Account" sends a new one and tries again.
      if (!Loaded) return toastError(NETWORK_FAILURE);
      setVerifyEmailDialog(() => Loaded);
      setPending({ type, values });
    } finally {
      setSending(false);
    }
  }

  function onInvalid() {
    toastError("Please fix the errors in the form");
  }

  async function verify(otp: string) {
    if (!pending) return { ok: false as const };
    // The values passed this type's schema in the browser; the action parses them again anyway.
    const input = { ...pending.values, accountType: pending.type, otp } as Parameters<typeof registerAction>[0];
    const result = await registerAction(input).catch(() => null);
    if (result?.ok) {
      toastSuccess("Account created successfully");
      setPending(null);
      router.push(loginAfterSignupPath(pending.values.email ?? "", pending.type, next));
      return { ok: true as const };
    }
    toastError(result?.message || "Failed to create account");
    // A wrong, expired or spent code is reported on the code field; anything else as a whole.
    const message = result?.code === "VALIDATION" ? (result.errors?.otp ?? result.message) : result?.message;
    return { ok: false as const, message };
  }

  return (
    <>
      <form onSubmit={handleSubmit(onValid, onInvalid)} onFocus={resolver.preload} noValidate aria-label="Signup">
        <fieldset disabled={!hydrated} className="space-y-5">
          <Field plainLabel id="signup-account-type" label="Account type">
            {/* A bare <select>, not ui/select's: one module fewer on a visitor's first page (decision 0037). */}
            <select value={accountType} onChange={(event) => changeType(event.target.value as SignupAccountType)}>
              {SIGNUP_ACCOUNT_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          </Field>

          <div className="grid gap-5 sm:grid-cols-2">
            {SIGNUP_FIELDS[accountType].map((name) => {
              const spec = FIELD_SPECS[name];
              const id = `signup-${name}`;
              const wide = spec.kind === "textarea" || accountType === "Candidate";
              const field = register(name);
              return (
                <div key={`${accountType}-${name}`} className={wide ? "sm:col-span-2" : undefined}>
                  <Field plainLabel id={id} label={spec.label} error={errors[name]?.message} required={!spec.optional}>
                    {spec.kind === "textarea" ? (
                      <textarea rows={4} {...field} />
                    ) : spec.kind === "password" ? (
                      <NewPasswordInput password={password} rules={passwordRuleStates(password)} autoComplete={spec.autoComplete} {...field} />
                    ) : (
                      <input
                        type={spec.kind}
                        autoComplete={spec.autoComplete}
                        // No maxLength: it cut "98220 12345" to "98220 1234"; spaces, dashes and +91 are accepted.
                        inputMode={spec.kind === "tel" ? "tel" : undefined}
                        placeholder={name === "website" ? "www.example.com" : undefined}
                        {...field}
                      />
                    )}
                  </Field>
                </div>
              );
            })}
          </div>

          <ConsentCheckbox
            id="signup-consent"
            documents={LEGAL_DOCUMENTS}
            error={errors.consent?.message}
            hint="The Privacy notice and the Terms of use open in a new tab."
            field={register("consent")}
          />

          <SubmitButton label="Create Account" busyLabel="Sending code..." busy={sending} className="btn-primary w-full" />
        </fieldset>
      </form>

      {VerifyEmailDialog ? (
        <VerifyEmailDialog
          open={pending !== null}
          email={pending?.values.email ?? ""}
          onClose={() => setPending(null)}
          onVerify={verify}
          onResend={async () => {
            if (pending) await sendCode(pending.values.email ?? "", pending.type);
          }}
        />
      ) : null}
    </>
  );
}
