import { db } from "@/lib/db";
import { hashPassword } from "@/lib/security/password";

// Campus placement drives (decisions.md section 18): SPPU's roster of three final-year students (two
// verified by the placement officer), and InfoSphere's campus drive for the class of next year, accepted
// by SPPU, with Aditi registered. Omkar has a backlog, so the drive shows him why he is not eligible.
// The students log in as candidates with the demo candidate password. Idempotent.
export const DEMO_STUDENTS = [
  { email: "aditi.kulkarni@sppu.example", name: "Aditi Kulkarni", rollNo: "SPPU-CE-001", course: "B.Tech Computer Engineering", marks: 82.4, backlogs: 0, verified: true },
  { email: "omkar.patil@sppu.example", name: "Omkar Patil", rollNo: "SPPU-CE-002", course: "B.Tech Computer Engineering", marks: 71.5, backlogs: 1, verified: true },
  { email: "farah.shaikh@sppu.example", name: "Farah Shaikh", rollNo: "SPPU-IT-003", course: "B.E. Information Technology", marks: 76.0, backlogs: 0, verified: false },
] as const;

export const DEMO_DRIVE_TITLE = "InfoSphere Campus Hiring";

const DAY = 86_400_000;

export async function seedDemoCampus(opts: { universityUserId: string; employerId: string; adminId: string; password: string }, now: Date = new Date()) {
  const university = await db.university.findUniqueOrThrow({ where: { userId: opts.universityUserId }, select: { id: true } });
  const passingYear = now.getUTCFullYear() + 1;
  const hash = await hashPassword(opts.password);
  const students: Record<string, string> = {};
  for (const person of DEMO_STUDENTS) {
    const user =
      (await db.user.findUnique({ where: { email_role: { email: person.email, role: "Candidate" } } })) ??
      (await db.user.create({ data: { email: person.email, role: "Candidate", name: person.name, passwordHash: hash } }));
    await db.candidateProfile.upsert({
      where: { userId: user.id },
      update: {},
      create: { userId: user.id, course: person.course, passingYear, marks: String(person.marks), isFresher: true, subLocation: "Pune", prefferedLocation: "Pune" },
    });
    const student = await db.student.upsert({
      where: { userId: user.id },
      update: {},
      create: {
        universityId: university.id,
        userId: user.id,
        rollNo: person.rollNo,
        course: person.course,
        passingYear,
        marks: person.marks,
        backlogs: person.backlogs,
        verifiedAt: person.verified ? now : null,
      },
    });
    students[person.email] = student.id;
  }

  if (await db.drive.findFirst({ where: { title: DEMO_DRIVE_TITLE, employerId: opts.employerId }, select: { id: true } })) return;
  const employer = await db.employer.findUniqueOrThrow({ where: { id: opts.employerId }, select: { orgName: true } });
  const closes = new Date(now.getTime() + 14 * DAY);
  await db.drive.create({
    data: {
      title: DEMO_DRIVE_TITLE,
      employerId: opts.employerId,
      companyName: employer.orgName,
      createdById: opts.adminId,
      eligibleCourses: ["B.Tech Computer Engineering", "B.E. Information Technology"],
      eligibleYears: [passingYear],
      minMarks: 60,
      maxBacklogs: 0,
      salary: 650_000,
      registrationCloses: closes,
      universities: { create: { universityId: university.id, response: "accepted", respondedAt: now } },
      rounds: {
        create: [
          { position: 1, name: "Aptitude test", at: new Date(closes.getTime() + 2 * DAY) },
          { position: 2, name: "Technical interview", at: new Date(closes.getTime() + 5 * DAY) },
          { position: 3, name: "HR interview", at: new Date(closes.getTime() + 7 * DAY) },
        ],
      },
      registrations: { create: { studentId: students[DEMO_STUDENTS[0].email] } },
    },
  });
}
