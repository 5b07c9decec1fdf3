import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadEmployerProfile } from "@/lib/employers/loaders";
import { EmployerProfileForm } from "@/components/employers/employer-profile-form";
import { loadSponsoredBatches } from "@/lib/academy/loaders/sponsors";
import { SponsoredBatches } from "@/components/academy/sponsored-batches";

export const metadata: Metadata = { title: "Company Profile" };

export default async function EmployerProfilePage() {
  const user = await requireRole("Employer");
  const [profile, sponsored] = await Promise.all([loadEmployerProfile(user), loadSponsoredBatches()]);
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">Company Profile</h1>
      <p className="mt-2 text-slate-600">Keep your organisation&apos;s details up to date. Candidates see them on your job posts.</p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <EmployerProfileForm profile={profile} />
      </div>
      <div className="mt-8">
        <SponsoredBatches data={sponsored} />
      </div>
    </div>
  );
}
