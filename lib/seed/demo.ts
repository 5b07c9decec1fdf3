import { db } from "@/lib/db";
import { hashPassword } from "@/lib/security/password";
import { DEMO_CITIES, closedDemoJobs, demoJobColumns, demoJobsFor } from "@/lib/seed/demo-jobs";
import { DEMO_CANDIDATE_TEXT } from "@/lib/seed/demo-candidate";
import { storeDemoFiles } from "@/lib/seed/demo-files";
import { refreshEmployerVerified } from "@/lib/employers/service/verification";
import { seedDemoAcademy } from "@/lib/seed/demo-academy";
import { seedDemoTeam } from "@/lib/seed/demo-team";
import { seedDemoDesk } from "@/lib/seed/demo-desk";
import { seedDemoCampus } from "@/lib/seed/demo-campus";
import { seedDemoBilling } from "@/lib/seed/demo-billing";
import { seedDemoTrainingFees } from "@/lib/seed/demo-training-fees";
import { DEMO_CANDIDATE_SKILLS, DEMO_DISCOVERABLE_CANDIDATES, seedCandidateSkills, seedDemoJobSkills } from "@/lib/seed/demo-skills";

/** The demo accounts (also in README.md and docs/architecture.md). */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@talentbridge.example", password: "Admin@12345", name: "Portal Admin" },
  employer: { email: "hr@infosphere.example", password: "Employer@123" },
  pendingEmployer: { email: "talent@novasoft.example", password: "Employer@123" },
  candidate: { email: "candidate@example.com", password: "Candidate@123", name: "Priya Sharma" },
  university: { email: "placements@sppu.example", password: "University@123" },
  pendingUniversity: { email: "placements@deccan-tech.example", password: "University@123" },
  trainer: { email: "trainer@talentbridge.example", password: "Trainer@123", name: "Kavita Rao" },
  recruiter: { email: "recruiter@talentbridge.example", password: "Recruiter@123", name: "Arvind Menon" },
  finance: { email: "finance@talentbridge.example", password: "Finance@123", name: "Meera Iyer" },
} as const;

const APPROVED_EMPLOYERS = [
  { email: DEMO_ACCOUNTS.employer.email, orgName: "InfoSphere Technologies", website: "https://infosphere.example", mobile: "9822012345" },
  { email: "careers@deccanbyte.example", orgName: "DeccanByte Solutions", website: "https://deccanbyte.example", mobile: "9845012345" },
  // Approved but not verified: its mail is on another domain than its website, and no GSTIN.
  { email: "jobs@charminarsoft.example", orgName: "Charminar Software Labs", website: "https://charminar-labs.example", mobile: "9849012345" },
  { email: "hiring@marinefin.example", orgName: "MarineFin Services", website: "https://marinefin.example", mobile: "9820012345" },
  // Verified by its GSTIN: its website is on another domain than its mail (docs/decisions/0021).
  { email: "people@kaveriauto.example", orgName: "Kaveri Auto Components", website: "https://kaveri-components.example", mobile: "9840012345", gstin: "33AABCK4821Q1ZC" },
];

const ABOUT =
  "We are a growing Indian company hiring skilled professionals through TalentBridge Staffing for long-term roles across our delivery centres.";

async function upsertUser(email: string, role: "Admin" | "Employer" | "Candidate" | "University" | "Trainer" | "Recruiter" | "Finance", name: string, password: string, mobile?: string) {
  const existing = await db.user.findUnique({ where: { email_role: { email, role } } });
  if (existing) return existing;
  return db.user.create({ data: { email, role, name, mobile, passwordHash: await hashPassword(password) } });
}

async function seedEmployer(
  data: { email: string; orgName: string; website: string; mobile: string; gstin?: string },
  place: { city: string; state: string },
  status: "approved" | "pending" | "rejected",
) {
  const user = await upsertUser(data.email, "Employer", data.orgName, DEMO_ACCOUNTS.employer.password, data.mobile);
  const employer = await db.employer.upsert({
    where: { userId: user.id },
    update: {},
    create: {
      userId: user.id,
      orgName: data.orgName,
      city: place.city,
      state: place.state,
      website: data.website,
      gstin: data.gstin ?? null,
      about: ABOUT,
      status,
    },
  });
  // The badge is derived from the row: computed the same way as every change does.
  await db.$transaction((tx) => refreshEmployerVerified(tx, employer.id));
  return employer;
}

/** Creates the demo data; safe to run again (existing rows are kept, nothing is duplicated). */
export async function seedDemoData(log: (line: string) => void = () => {}) {
  const admin = await upsertUser(DEMO_ACCOUNTS.admin.email, "Admin", DEMO_ACCOUNTS.admin.name, DEMO_ACCOUNTS.admin.password);

  const employers = [];
  for (const [index, data] of APPROVED_EMPLOYERS.entries()) {
    const employer = await seedEmployer(data, DEMO_CITIES[index], "approved");
    employers.push(employer);
    if ((await db.job.count({ where: { employerId: employer.id } })) === 0) {
      const now = Date.now();
      await db.job.createMany({
        data: demoJobsFor(index).map((job, i) => ({
          ...demoJobColumns(job),
          employerId: employer.id,
          city: employer.city,
          state: employer.state,
          country: "India",
          status: "approved" as const,
          // Spread over the last weeks so "newest first" has something to sort.
          createdAt: new Date(now - (index * 8 + i) * 36 * 3600_000),
          openedAt: new Date(now - (index * 8 + i) * 36 * 3600_000),
          // Open for 30 days from seeding, so a fresh demo lists every job.
          validThrough: new Date(now + 30 * 86_400_000),
        })),
      });
      if (index === 0) {
        await db.job.create({
          data: {
            ...demoJobColumns(demoJobsFor(1)[0]),
            post: "DevOps Engineer",
            // Asks for a fee, so the admin's pending list shows a signal (docs/decisions/0022).
            description:
              "Run CI/CD pipelines and cloud infrastructure on AWS with Terraform and Kubernetes. Shortlisted candidates pay a refundable registration fee of Rs 1,500 before the technical interview.",
            employerId: employer.id,
            city: employer.city,
            state: employer.state,
            status: "pending",
          },
        });
      }
    }
  }
  // Closed jobs to look at (the closed page, and the 410 of one closed long ago); added by post, so a
  // database seeded before they existed gets them too.
  for (const job of closedDemoJobs(Date.now())) {
    const employer = employers[1];
    if (await db.job.findFirst({ where: { employerId: employer.id, post: job.post }, select: { id: true } })) continue;
    await db.job.create({
      data: { ...job, employerId: employer.id, city: employer.city, state: employer.state, country: "India", status: "approved" },
    });
  }
  await seedEmployer(
    { email: DEMO_ACCOUNTS.pendingEmployer.email, orgName: "NovaSoft Systems", website: "https://novasoft.example", mobile: "9810012345" },
    { city: "Noida", state: "Uttar Pradesh" },
    "pending",
  );
  await seedEmployer(
    { email: "hr@quickhire.example", orgName: "QuickHire Consultants", website: "https://quickhire.example", mobile: "9830012345" },
    { city: "Kolkata", state: "West Bengal" },
    "rejected",
  );

  await seedDemoJobSkills();

  const candidate = await upsertUser(
    DEMO_ACCOUNTS.candidate.email,
    "Candidate",
    DEMO_ACCOUNTS.candidate.name,
    DEMO_ACCOUNTS.candidate.password,
    "9876543210",
  );
  const existingProfile = await db.candidateProfile.findUnique({ where: { userId: candidate.id } });
  if (!existingProfile?.isProfileCompleted) {
    const files = await storeDemoFiles(candidate.id);
    const profile = {
      ...DEMO_CANDIDATE_TEXT,
      dob: new Date("1998-04-12"),
      language: ["English", "Hindi", "Marathi"],
      currentAddress: "Flat 12, Shanti Apartments, Kothrud, Pune 411038",
      permanentAddress: "Flat 12, Shanti Apartments, Kothrud, Pune 411038",
      panCardNumber: "ABCPS1234K",
      panCardFileId: files.panCardFileId,
      workExperience: 3,
      resumeFileId: files.resumeFileId,
      currentCompany: "Pixel Forge Pvt Ltd",
      course: "B.Tech Computer Engineering",
      passingYear: 2020,
      currentSalary: 900_000,
      expectedSalary: 1_200_000,
      noticePeriodDays: 30,
      discoverable: true,
      isProfileCompleted: true,
    };
    await db.candidateProfile.upsert({ where: { userId: candidate.id }, update: profile, create: { userId: candidate.id, ...profile } });
  }
  await seedCandidateSkills(candidate.id, DEMO_CANDIDATE_SKILLS);
  // Other people employers can find (Matching candidates); profiles partly filled, as many real ones are.
  for (const person of DEMO_DISCOVERABLE_CANDIDATES) {
    const user = await upsertUser(person.email, "Candidate", person.name, DEMO_ACCOUNTS.candidate.password, person.mobile);
    await db.candidateProfile.upsert({
      where: { userId: user.id },
      update: {},
      create: { userId: user.id, subLocation: person.city, prefferedLocation: person.city, workExperience: person.workExperience, discoverable: true },
    });
    await seedCandidateSkills(user.id, person.skills);
  }
  // The demo candidate has applied to the newest job of the demo employer, so the applicants page has someone.
  const firstJob = await db.job.findFirst({
    where: { employerId: employers[0].id, status: "approved" },
    orderBy: { createdAt: "desc" },
  });
  if (firstJob) {
    await db.application.upsert({
      where: { candidateId_jobId: { candidateId: candidate.id, jobId: firstJob.id } },
      update: {},
      create: { candidateId: candidate.id, jobId: firstJob.id },
    });
  }
  const demoApplication = firstJob
    ? await db.application.findUnique({ where: { candidateId_jobId: { candidateId: candidate.id, jobId: firstJob.id } }, select: { id: true } })
    : null;
  await seedDemoTeam({ employerId: employers[0].id, applicationId: demoApplication?.id ?? null, password: DEMO_ACCOUNTS.employer.password });

  // The company's staff and the academy.
  const trainer = await upsertUser(DEMO_ACCOUNTS.trainer.email, "Trainer", DEMO_ACCOUNTS.trainer.name, DEMO_ACCOUNTS.trainer.password, "9822098220");
  const recruiter = await upsertUser(DEMO_ACCOUNTS.recruiter.email, "Recruiter", DEMO_ACCOUNTS.recruiter.name, DEMO_ACCOUNTS.recruiter.password, "9822098221");
  const graduate = await db.user.findUniqueOrThrow({ where: { email_role: { email: DEMO_DISCOVERABLE_CANDIDATES[0].email, role: "Candidate" } }, select: { id: true } });
  await seedDemoAcademy({ trainer, candidate, graduate, sponsorEmployerId: employers[0].id });
  const sneha = await db.user.findUniqueOrThrow({ where: { email_role: { email: DEMO_DISCOVERABLE_CANDIDATES[1].email, role: "Candidate" } }, select: { id: true } });
  await seedDemoDesk({ recruiterId: recruiter.id, sneha: sneha.id, rahul: graduate.id, infosphereId: employers[0].id, deccanbyteId: employers[1].id });

  const university = await upsertUser(
    DEMO_ACCOUNTS.university.email,
    "University",
    "Savitribai Phule Pune University",
    DEMO_ACCOUNTS.university.password,
    "9890012345",
  );
  await db.university.upsert({
    where: { userId: university.id },
    update: {},
    create: {
      userId: university.id,
      status: "approved",
      instituteName: "Savitribai Phule Pune University",
      city: "Pune",
      state: "Maharashtra",
      website: "https://sppu.example",
      about: "A public state university in Pune with over 300 affiliated colleges and a dedicated training and placement cell.",
      coursesOffered: ["B.Tech", "M.Tech", "MBA", "MCA"],
      studentStrength: 12000,
      placementContact: "Dr. Anjali Deshpande, +91 20 2560 1234",
    },
  });

  // An institute that signed up and waits for the admin's review (decisions.md section 20).
  const pending = await upsertUser(DEMO_ACCOUNTS.pendingUniversity.email, "University", "Deccan Institute of Technology", DEMO_ACCOUNTS.pendingUniversity.password, "9890054321");
  await db.university.upsert({
    where: { userId: pending.id },
    update: {},
    create: {
      userId: pending.id,
      status: "pending",
      instituteName: "Deccan Institute of Technology",
      city: "Nagpur",
      state: "Maharashtra",
      website: "https://deccan-tech.example",
      about: "An engineering college in Nagpur, new to the portal.",
    },
  });

  await seedDemoCampus({ universityUserId: university.id, employerId: employers[0].id, adminId: admin.id, password: DEMO_ACCOUNTS.candidate.password });

  // Billing: the company's accountant, its settings, InfoSphere as a client with an issued invoice and a draft.
  const finance = await upsertUser(DEMO_ACCOUNTS.finance.email, "Finance", DEMO_ACCOUNTS.finance.name, DEMO_ACCOUNTS.finance.password, "9822098222");
  await seedDemoBilling({ finance, infosphereId: employers[0].id });
  await seedDemoTrainingFees({ trainerId: trainer.id, traineeEmail: DEMO_DISCOVERABLE_CANDIDATES[2].email });

  log("Demo data ready. Accounts:");
  log(`  Admin       ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}  (log in at /admin/login)`);
  log(`  Employer    ${DEMO_ACCOUNTS.employer.email} / ${DEMO_ACCOUNTS.employer.password}  (approved)`);
  log(`  Employer    ${DEMO_ACCOUNTS.pendingEmployer.email} / ${DEMO_ACCOUNTS.pendingEmployer.password}  (pending approval)`);
  log(`  Candidate   ${DEMO_ACCOUNTS.candidate.email} / ${DEMO_ACCOUNTS.candidate.password}  (complete profile, skills: see Recommended for you)`);
  log(`  Candidates  ${DEMO_DISCOVERABLE_CANDIDATES.map((c) => c.email).join(", ")} / ${DEMO_ACCOUNTS.candidate.password}  (found by employers)`);
  log(`  University  ${DEMO_ACCOUNTS.university.email} / ${DEMO_ACCOUNTS.university.password}  (a roster and a campus drive)`);
  log(`  University  ${DEMO_ACCOUNTS.pendingUniversity.email} / ${DEMO_ACCOUNTS.pendingUniversity.password}  (pending approval)`);
  log(`  Students    aditi.kulkarni@sppu.example, omkar.patil@sppu.example / ${DEMO_ACCOUNTS.candidate.password}  (campus drives)`);
  log(`  Trainer     ${DEMO_ACCOUNTS.trainer.email} / ${DEMO_ACCOUNTS.trainer.password}  (a running batch: /trainer)`);
  log(`  Recruiter   ${DEMO_ACCOUNTS.recruiter.email} / ${DEMO_ACCOUNTS.recruiter.password}  (the staffing desk: /desk)`);
  log(`  Finance     ${DEMO_ACCOUNTS.finance.email} / ${DEMO_ACCOUNTS.finance.password}  (invoices: /finance)`);
  return { adminId: admin.id };
}

/** The development server seeds an empty database on start (decisions.md section 8). */
export async function seedIfEmpty() {
  if ((await db.user.count()) > 0) return;
  await seedDemoData((line) => console.info(`[seed] ${line}`));
}
