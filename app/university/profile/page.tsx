import type { Metadata } from "next";
import { loadUniversityProfile } from "@/lib/university/loaders";
import { UniversityProfileForm } from "@/components/university/university-profile-form";

export const metadata: Metadata = { title: "Institute Profile" };

export default async function UniversityProfilePage() {
  const profile = await loadUniversityProfile();
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">Institute Profile</h1>
      <p className="mt-2 text-slate-600">
        Tell us about your institute. We use these details to plan campus placement drives and training programmes with you.
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <UniversityProfileForm profile={profile} />
      </div>
    </div>
  );
}
