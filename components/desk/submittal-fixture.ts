// Test data for the desk's submittal component tests (imported by *.test.tsx only): one submittal
// awaiting the company's decision, as the job's panel and the company's list both show it.
import type { CompanySubmittal } from "@/lib/desk/contract/common";

export const waitingSubmittal: CompanySubmittal = {
  id: "s-1",
  status: "submitted",
  pitch: "Five years of Rust.",
  createdAt: "2026-11-20T10:00:00.000Z",
  candidate: { name: "Priya Nair", city: "Pune", workExperience: 3, skills: [{ name: "Rust", level: 4, verified: true }] },
  recruiter: { name: "Riya Recruiter" },
  applicationId: null,
  applicationStatus: null,
};
