import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { AuthCard } from "@/components/accounts/auth-card";
import { ForgotPasswordForm } from "@/components/accounts/forgot-password-form";

export const metadata: Metadata = {
  title: "Forgot password",
  description: "Get a link to reset the password of your TalentBridge Staffing account.",
  alternates: { canonical: "/forgot-password" },
};

// Step 1 of password recovery: the account type and e-mail, then the same neutral answer for all.
// The admin login page links here with ?type=admin (the account type is then fixed to Admin).
export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = (await searchParams).type === "admin";
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={
        admin
          ? "Enter your administrator e-mail and we will send you a link to set a new password."
          : "Choose your account type and enter your e-mail; we will send you a link to set a new password."
      }
    >
      <ForgotPasswordForm admin={admin} />
    </AuthCard>
  );
}
