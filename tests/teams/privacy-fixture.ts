// Shared by the interviewer-privacy tests (the application call and page; every other call): an
// interviewer assigned to an application whose candidate has salaries on file, and the values of the
// candidate's that an interviewer must never be answered.
import { db } from "@/lib/db";
import { addMember, assign, threadFixture } from "@/tests/messages/fixtures";

/** The fixture's candidate (tests/factories.ts createCandidate complete) and the salaries set below; each file adds the phone it expects. */
export const HIDDEN_PROFILE = {
  dob: "1998-04-12",
  gender: "Female",
  maritalStatus: "Single",
  addresses: "12 Test Street",
  currentSalary: "912345",
  expectedSalary: "1234567",
  pan: "ABCPS1234K",
} as const;

/** The messages' thread fixture with its candidate's salaries set and an interviewer assigned to the application. */
export async function assignedInterviewer() {
  const fixture = await threadFixture();
  await db.candidateProfile.update({ where: { userId: fixture.candidate.id }, data: { currentSalary: 912_345, expectedSalary: 1_234_567 } });
  const interviewer = await addMember(fixture.employer.id, "interviewer", "Assigned Interviewer");
  await assign(fixture.application.id, interviewer.id);
  return { ...fixture, interviewer };
}
