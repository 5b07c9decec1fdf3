import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { ROLES } from "@/lib/auth/types";
import { ChangePasswordForm } from "@/components/accounts/change-password-form";
import { LogoutAllButton } from "@/components/accounts/logout-all-button";
import { DeleteAccountSection } from "@/components/privacy/delete-account-section";
import { DownloadDataSection } from "@/components/privacy/download-data-section";

export const metadata: Metadata = { title: "Account settings", robots: { index: false } };

// Account settings for every role (decisions.md section 12). Each section is a card of its own;
// "Download my data" and "Delete my account" join them later.
export default async function AccountPage() {
  const user = await requireRole(...ROLES);
  return (
    <div className="container-page max-w-3xl space-y-8 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Account settings</h1>
        <p className="mt-1 text-slate-700">
          Signed in as <span className="font-semibold">{user.email}</span> ({user.role})
        </p>
      </div>

      <section aria-labelledby="change-password-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="change-password-heading" className="text-xl font-semibold text-slate-900">
          Change password
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">
          You stay logged in here; every other device is logged out. Forgot your current password? Log out and choose
          &ldquo;Forgot password?&rdquo; on the login page.
        </p>
        <div className="max-w-md">
          <ChangePasswordForm />
        </div>
      </section>

      <section aria-labelledby="sessions-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="sessions-heading" className="text-xl font-semibold text-slate-900">
          Log out of all devices
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">
          Lost a phone, or signed in on a shared computer? End every session of this account, this one included.
        </p>
        <LogoutAllButton />
      </section>

      <DownloadDataSection />
      <DeleteAccountSection role={user.role} />
    </div>
  );
}
