import type { Metadata } from "next";
import { loadTeamPage } from "@/lib/teams/loaders/members";
import { EmptyState } from "@/components/ui/empty-state";
import { TeamView } from "@/components/teams/team-view";

export const metadata: Metadata = { title: "Team" };

// The company's team (decisions.md section 16): every member reads it, owners manage it.
export default async function TeamPage() {
  const data = await loadTeamPage();
  return (
    <div className="container-page py-10 sm:py-14">
      {data ? (
        <TeamView orgName={data.orgName} team={data.team} me={data.me} />
      ) : (
        <>
          <h1 className="section-title">Team</h1>
          <div className="mt-6">
            <EmptyState>This login is no longer part of a company&apos;s team.</EmptyState>
          </div>
        </>
      )}
    </div>
  );
}
