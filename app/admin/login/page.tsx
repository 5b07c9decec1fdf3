import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/guards";
import { AuthCard } from "@/components/accounts/auth-card";
import { LoginForm } from "@/components/accounts/login-form";
import { PublicSiteFrame } from "@/components/site/public-site-frame";

// Not linked from anywhere: administrators know the address.
export const metadata: Metadata = {
  title: "Admin Login",
  robots: { index: false, follow: false },
};

export default async function AdminLoginPage() {
  const user = await getCurrentUser();
  if (user) redirect(user.role === "Admin" ? "/admin" : "/");
  return (
    <PublicSiteFrame user={null}>
      <AuthCard title="Admin Login" subtitle="Sign in with your administrator account.">
        <LoginForm admin />
      </AuthCard>
    </PublicSiteFrame>
  );
}
