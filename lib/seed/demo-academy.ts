// Demo academy (issue 24): a trainer and a recruiter; a running Web Technologies batch with Priya
// enrolled and a session running today (so she can check in); an upcoming Digital Marketing batch that
// the demo employer sponsors; and a finished IT Sectors batch whose graduate, Rahul, holds a certificate
// (his score saved and the batch finished through the real services, so his skills are verified and its
// page verifies it). Each batch's sessions add up to its programme's minHours (decisions.md section 20)
// and the online and hybrid ones have a meeting link. Idempotent: each batch is found by its title first.
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { finishBatch } from "@/lib/certificates/service/finish";
import { recordResult } from "@/lib/certificates/service/results";

const DAY_MS = 86_400_000;

/** Midnight UTC of the day `days` from today's UTC date (a @db.Date). */
const dayFrom = (now: Date, days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS);

/** From 10:00 India time (04:30 UTC) on that day, `hours` long. */
const morning = (day: Date, hours = 2) => ({ startsAt: new Date(day.getTime() + 4.5 * 3600_000), endsAt: new Date(day.getTime() + (4.5 + hours) * 3600_000) });

type Staff = { trainer: { id: string }; candidate: { id: string }; graduate: { id: string }; sponsorEmployerId: string };

async function batchNamed(title: string) {
  return db.batch.findFirst({ where: { title }, select: { id: true } });
}

/** Sessions every 3–4 days from `from`, one per topic, each `hours` long. */
function sessions(from: Date, topics: string[], hours = 2) {
  return topics.map((topic, i) => ({ ...morning(new Date(from.getTime() + Math.floor(i * 3.5) * DAY_MS), hours), topic }));
}

export async function seedDemoAcademy({ trainer, candidate, graduate, sponsorEmployerId }: Staff, now = new Date()) {
  // Running: started 14 days ago, six weeks long; today's session runs all working day (26 hours of 24).
  const runningTitle = "Web Technologies — demo cohort";
  if (!(await batchNamed(runningTitle))) {
    const start = dayFrom(now, -14);
    const past = sessions(start, ["Modern JavaScript and TypeScript", "React components and state", "Hooks and forms", "Next.js routing"]);
    const today = { startsAt: new Date(dayFrom(now, 0).getTime() + 3.5 * 3600_000), endsAt: new Date(dayFrom(now, 0).getTime() + 13.5 * 3600_000), topic: "Workshop: server rendering" };
    const later = sessions(dayFrom(now, 3), ["REST APIs with Node.js", "Docker", "Deploying to AWS", "Capstone review"]);
    const batch = await db.batch.create({
      data: {
        programmeId: "web-technologies",
        title: runningTitle,
        startDate: start,
        endDate: dayFrom(now, 28),
        mode: "hybrid",
        location: "TalentBridge Training Centre, Baner, Pune",
        meetingUrl: "https://meet.example.com/talentbridge-web-demo",
        seats: 20,
        seatsTaken: 1,
        trainerId: trainer.id,
        sessions: { create: [...past, today, ...later] },
      },
      select: { id: true, sessions: { where: { endsAt: { lt: now } }, select: { id: true } } },
    });
    const enrollment = await db.enrollment.create({ data: { batchId: batch.id, candidateId: candidate.id, status: "enrolled", createdAt: dayFrom(now, -20) } });
    // Priya attended the sessions so far but one.
    await db.attendance.createMany({ data: batch.sessions.slice(1).map((s) => ({ sessionId: s.id, enrollmentId: enrollment.id })) });
  }

  // Upcoming, sponsored by the demo employer: seats open (16 hours of 16).
  const upcomingTitle = "Digital Marketing — sponsored by InfoSphere";
  if (!(await batchNamed(upcomingTitle))) {
    await db.batch.create({
      data: {
        programmeId: "digital-marketing",
        title: upcomingTitle,
        startDate: dayFrom(now, 10),
        endDate: dayFrom(now, 45),
        mode: "online",
        meetingUrl: "https://meet.example.com/talentbridge-marketing-demo",
        seats: 15,
        trainerId: trainer.id,
        sponsorKind: "employer",
        sponsorEmployerId,
        sessions: {
          create: sessions(dayFrom(now, 10), [
            "Search and SEO",
            "Content and keywords",
            "Google Ads",
            "Meta ads",
            "E-mail campaigns",
            "Social media planning",
            "Analytics and reporting",
            "Campaign review",
          ]),
        },
      },
    });
  }

  // Ended 30 days ago: Rahul attended every session (24 hours of 24); his trainer saved his score and
  // finished the batch, so his certificate is real.
  const finishedTitle = "IT Sectors — autumn cohort";
  if (!(await batchNamed(finishedTitle))) {
    const start = dayFrom(now, -72);
    const batch = await db.batch.create({
      data: {
        programmeId: "it-sectors",
        title: finishedTitle,
        startDate: start,
        endDate: dayFrom(now, -30),
        mode: "classroom",
        location: "TalentBridge Training Centre, Baner, Pune",
        seats: 25,
        seatsTaken: 1,
        trainerId: trainer.id,
        sessions: {
          create: sessions(
            start,
            ["Programming foundations", "Object-oriented design", "SQL and databases", "Database design", "Networking basics", "Git", "The SDLC", "Agile delivery"],
            3,
          ),
        },
      },
      select: { id: true, sessions: { select: { id: true } } },
    });
    const enrollment = await db.enrollment.create({ data: { batchId: batch.id, candidateId: graduate.id, status: "enrolled", createdAt: dayFrom(now, -80) } });
    await db.attendance.createMany({ data: batch.sessions.map((s) => ({ sessionId: s.id, enrollmentId: enrollment.id })) });
    const trainerSession = { id: trainer.id, role: "Trainer", name: "Trainer", email: "" } as SessionUser;
    await recordResult(trainerSession, { id: enrollment.id, score: 86 }, now);
    await finishBatch(trainerSession, { id: batch.id }, now);
  }
}
