// What the new drive form offers (decisions.md section 18): the company's open jobs (an admin's form
// names the company instead and offers none) and the universities to invite, by name. Universities are
// a few hundred at most on this site, so the form lists them all (up to FORM_UNIVERSITIES_LIMIT).
import "server-only";
import { forbidden } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";
import { openJobWhere } from "@/lib/job-search/service/lifecycle";

export const FORM_UNIVERSITIES_LIMIT = 500;

export type DriveFormOptions = {
  jobs: { id: string; post: string; city: string }[];
  universities: { id: string; instituteName: string; city: string }[];
};

export async function driveFormOptions(user: SessionUser): Promise<DriveFormOptions> {
  if (user.role !== "Admin" && user.role !== "Employer") throw forbidden();
  const employerId = user.role === "Employer" ? (await approvedEmployer(user)).id : null;
  const [jobs, universities] = await Promise.all([
    employerId
      ? db.job.findMany({ where: { employerId, ...openJobWhere() }, orderBy: [{ post: "asc" }, { id: "asc" }], select: { id: true, post: true, city: true } })
      : Promise.resolve([]),
    db.university.findMany({
      where: { user: { deletedAt: null } },
      orderBy: [{ instituteName: "asc" }, { id: "asc" }],
      take: FORM_UNIVERSITIES_LIMIT,
      select: { id: true, instituteName: true, city: true },
    }),
  ]);
  return { jobs, universities };
}
