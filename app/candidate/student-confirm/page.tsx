import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadStudentClaim } from "@/lib/campus/loaders/rosters";
import { ConfirmStudentForm } from "@/components/campus/confirm-student-form";
import { FormAlert } from "@/components/ui/form-alert";

// A page reached only from a mailed link whose address holds a secret: never indexed.
export const metadata: Metadata = { title: "Confirm your institute", robots: { index: false, follow: false } };

// An institute listed this person as its student (decisions.md section 20): its line, then "Confirm".
export default async function ConfirmStudentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  const page = await loadStudentClaim(token);
  return (
    <div className="container-page max-w-2xl py-10 sm:py-14">
      <h1 className="section-title">Confirm your institute</h1>
      <div className="mt-6">
        {page.state === "ready" ? <ConfirmStudentForm token={token} claim={page.claim} /> : <FormAlert>{page.message}</FormAlert>}
      </div>
    </div>
  );
}
