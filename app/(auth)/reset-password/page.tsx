import type { Metadata } from "next";
import Link from "next/link";
import type { SearchParams } from "@/lib/validations/common";
import { AuthCard } from "@/components/accounts/auth-card";
import { ResetPasswordForm } from "@/components/accounts/reset-password-form";

// A page reached only from a mailed link whose address holds a secret: never indexed.
export const metadata: Metadata = { title: "Reset password", robots: { index: false, follow: false } };

// Step 2 of password recovery: the link's token (checked when the form is sent) and the new password.
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  return (
    <AuthCard title="Set a new password" subtitle="Choose a new password for your account. The link works once.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-5">
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            This password reset link is incomplete. Please open the link from the e-mail again, or request a new one.
          </p>
          <Link href="/forgot-password" className="btn-primary w-full">
            Request a new link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
