import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { ROLES } from "@/lib/auth/types";
import { ChangePasswordForm } from "@/components/accounts/change-password-form";
import { LogoutAllButton } from "@/components/accounts/logout-all-button";
import { DeleteAccountSection } from "@/components/privacy/delete-account-section";
import { DownloadDataSection } from "@/components/privacy/download-data-section";
import { HeadedPage } from "@/components/ui/page-heading";
import { CardSection } from "@/components/ui/card-section";

export const metadata: Metadata = { title: "Account settings", robots: { index: false } };

// Account settings for every role (decisions.md section 12). Each section is a card of its own;
// "Download my data" and "Delete my account" join them later.
export default async function AccountPage() {
  const user = await requireRole(...ROLES);
  return (
    <HeadedPage
      title="Account settings"
      intro={
        <>
          Signed in as <span className="font-semibold">{user.email}</span> ({user.role})
        </>
      }
      className="max-w-3xl space-y-8 py-10"
    >

      <CardSection
        headingId="change-password-heading"
        title="Change password"
        intro={
          <>
            You stay logged in here; every other device is logged out. Forgot your current password? Log out and choose
            &ldquo;Forgot password?&rdquo; on the login page.
          </>
        }
      >
        <div className="max-w-md">
          <ChangePasswordForm />
        </div>
      </CardSection>

      <CardSection
        headingId="sessions-heading"
        title="Log out of all devices"
        intro="Lost a phone, or signed in on a shared computer? End every session of this account, this one included."
      >
        <LogoutAllButton />
      </CardSection>

      <DownloadDataSection />
      <DeleteAccountSection role={user.role} />
    </HeadedPage>
  );
}
