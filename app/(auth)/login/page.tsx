import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { readLoginPageParams } from "@/lib/accounts/schemas/auth-page";
import { AuthCard } from "@/components/accounts/auth-card";
import { LoginForm } from "@/components/accounts/login-form";

export const metadata: Metadata = {
  title: "Login",
  description: "Sign in to your TalentBridge Staffing candidate, employer or university account.",
  alternates: { canonical: "/login" },
};

// ?email= fills the e-mail (signup sends people here), ?type= the account type, ?next= is where login
// leads (a same-site path only; decisions.md section 19).
export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { email, type, next } = readLoginPageParams(await searchParams);
  return (
    <AuthCard title="Login to your account" subtitle="Choose your account type and sign in with your email and password.">
      <LoginForm email={email} accountType={type} next={next} />
    </AuthCard>
  );
}
