import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { COMPANY } from "@/lib/site/company";
import { loadInvitation } from "@/lib/teams/loaders/members";
import { AuthCard } from "@/components/accounts/auth-card";
import { AcceptInvitationForm } from "@/components/teams/accept-invitation-form";
import { FormAlert } from "@/components/ui/form-alert";

// A page reached only from a mailed link whose address holds a secret: never indexed.
export const metadata: Metadata = { title: "Join a team", robots: { index: false, follow: false } };

const INCOMPLETE = "This invitation link is incomplete. Please open the link from the e-mail again.";

// Joining a company's team (decisions.md section 16): the invitation's company and role, then the form.
export default async function AcceptInvitationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  const result = token ? await loadInvitation(token) : ({ ok: false, message: INCOMPLETE } as const);
  return (
    <AuthCard title="Join a team" subtitle={`An invitation to a company's hiring team on ${COMPANY.name}.`}>
      {result.ok ? (
        <AcceptInvitationForm token={token} invitation={result.invitation} />
      ) : (
        <FormAlert>{result.message}</FormAlert>
      )}
    </AuthCard>
  );
}
