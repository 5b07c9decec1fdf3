import type { Metadata } from "next";
import { AuthCard } from "@/components/accounts/auth-card";
import { LoginForm } from "@/components/accounts/login-form";

export const metadata: Metadata = {
  title: "Login",
  description: "Sign in to your TalentBridge Staffing candidate, employer or university account.",
  alternates: { canonical: "/login" },
};

export default function LoginPage() {
  return (
    <AuthCard title="Login to your account" subtitle="Choose your account type and sign in with your email and password.">
      <LoginForm />
    </AuthCard>
  );
}
