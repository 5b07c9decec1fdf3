import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { signupPageProps } from "@/lib/accounts/schemas/auth-page";
import { AuthFooterLink } from "@/components/accounts/auth-footer-link";
import { AuthCard } from "@/components/accounts/auth-card";
import { SignupForm } from "@/components/accounts/signup-form";

export const metadata: Metadata = {
  title: "Signup",
  description: "Create a TalentBridge Staffing account as a candidate, an employer or a university.",
  alternates: { canonical: "/signup" },
};

// ?type=Employer (or University, Candidate) chooses the account type, as the home page's role cards
// do; ?next= is kept through the code and the login that follow (decisions.md section 19).
export default async function SignupPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { form, loginHref } = signupPageProps(await searchParams);
  return (
    <AuthCard title="Create your account" subtitle="We will e-mail you a code to verify your address." wide>
      <SignupForm {...form} />
      <div className="mt-5">
        <AuthFooterLink prompt="Already have an account?" href={loginHref} label="Sign In" />
      </div>
    </AuthCard>
  );
}
