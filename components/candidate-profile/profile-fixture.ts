// Test data for the profile wizard's component tests (imported by *.test.tsx only): a profile with
// nothing filled in, which each test extends with the fields it is about.
import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";

export const EMPTY_PROFILE = {
  gender: null, dob: null, subLocation: null, maritalStatus: null, language: [], englishFluency: null,
  currentAddress: null, permanentAddress: null, panCardNumber: null, panCardFile: null, drivingLicenseNumber: null,
  drivingLicenseFile: null, passPortNumber: null, passPortFile: null, workExperience: null, resumeFile: null,
  currentCompany: null, previousCompany: null, role: null, subRole: null, industry: null, jobType: null,
  prefferedLocation: null, course: null, passingYear: null, marks: null, isProfileCompleted: false,
  isFresher: false, currentSalary: null, expectedSalary: null, noticePeriodDays: null, skills: [], discoverable: false,
} satisfies CandidateWithProfile["profile"];
