import type { Metadata } from "next";
import { AuthCard } from "@/components/accounts/auth-card";
import { SignupForm } from "@/components/accounts/signup-form";

export const metadata: Metadata = {
  title: "Signup",
  description: "Create a TalentBridge Staffing account as a candidate, an employer or a university.",
  alternates: { canonical: "/signup" },
};

export default function SignupPage() {
  return (
    <AuthCard title="Create your account" subtitle="We will e-mail you a code to verify your address." wide>
      <SignupForm />
    </AuthCard>
  );
}
