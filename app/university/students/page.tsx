import type { Metadata } from "next";
import { loadStudentsPage } from "@/lib/campus/loaders/rosters";
import type { SearchParams } from "@/lib/validations/common";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import { CgpaFactorForm } from "@/components/campus/cgpa-factor-form";
import { PolicyForm } from "@/components/campus/policy-form";
import { CGPA_FACTOR } from "@/lib/campus/schemas/common";
import { RosterImportForm } from "@/components/campus/roster-import-form";
import { StudentSearch, StudentsPager, StudentsTable } from "@/components/campus/students-table";

export const metadata: Metadata = { title: "Students" };

// The institute's roster (decisions.md sections 18 and 20): the import, the students with the officer's
// lock ("Verify all" for those shown), the offer policy and the CGPA factor that apply to them.
export default async function UniversityStudentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const data = await loadStudentsPage(await searchParams);
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">Students</h1>
      {data ? (
        <>
          <p className="mt-2 max-w-3xl text-slate-600">
            Import your roster, then verify each student&apos;s record: a verified record&apos;s course, passing year, marks (or CGPA) and
            backlogs are yours to change, not the student&apos;s, and drives check eligibility against them. Students write to your
            placement contact (your profile&apos;s) when their record is wrong.
          </p>
          {data.canImport ? (
            <section className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <RosterImportForm />
            </section>
          ) : (
            <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-700 shadow-sm">
              Importing your roster opens once our team has approved your institute.
            </p>
          )}
          {/* An institute not approved yet has no roster to show (and no import to point at). */}
          {data.canImport || data.students.length > 0 ? (
            <HeadedSection headingId="students-title" title="Your students" className="mt-12">
              <div className="mt-4 space-y-4">
                <StudentSearch search={data.query.search} />
                <StudentsTable students={data.students} search={data.query.search} />
                <StudentsPager page={data.query.page} hasNextPage={data.hasNextPage} search={data.query.search} />
              </div>
            </HeadedSection>
          ) : null}
          <HeadedSection headingId="policy-title" title="Offer policy" className="mt-12 max-w-3xl">
            <p className="mt-2 text-sm text-slate-600">How many offers your students may accept, for registrations and acceptances from now on.</p>
            <div className="mt-4">
              <PolicyForm policy={data.policy} />
            </div>
          </HeadedSection>
          <HeadedSection headingId="cgpa-title" title="CGPA and minimum marks" className="mt-12 max-w-3xl">
            <p className="mt-2 text-sm text-slate-600">
              A drive asks for minimum marks as a percentage. A student whose roster line gave a CGPA (0 to 10) instead counts as their
              CGPA times this factor: {CGPA_FACTOR} unless you set your own.
            </p>
            <div className="mt-4">
              <CgpaFactorForm cgpaFactor={data.cgpaFactor} />
            </div>
          </HeadedSection>
        </>
      ) : (
        <div className="mt-6">
          <EmptyState link={{ href: "/university/profile", label: "Complete your institute profile" }}>
            Your institute profile is missing: complete it before importing students.
          </EmptyState>
        </div>
      )}
    </div>
  );
}
