// npm run bench:roster: the roster import at scale (decisions.md section 18, docs/decisions/0036). Creates a
// throwaway database on the local Postgres (bench_roster_<pid>; BENCH_DATABASE_URL names another server),
// migrates it through lib/db, makes one university, generates a 10,000-line roster and times
// importStudents end to end (reading the file, checking every line, the one transaction), then the same
// file again (every line an update), each beside a trivial query (SELECT 1) timed in the same run. The
// invitation mails are not part of it: a task sends them after the import. Goal: < 60 s each. The
// database is dropped at the end.
import { median, ms, selectOneTimer, withBenchDatabase } from "./helpers/bench";

const STUDENTS = 10_000;
const GOAL_MS = 60_000;
const COURSES = ["B.Tech Computer Engineering", "B.E. Information Technology", "B.Tech Mechanical", "MBA", "B.Sc Data Science"];

function roster(count: number): string {
  const lines = ["name,email,rollNo,course,passingYear,marks,backlogs"];
  for (let i = 0; i < count; i++) {
    const marks = (50 + ((i * 37) % 5000) / 100).toFixed(2);
    lines.push(`Student ${i},student${i}@bench.example,BR-${String(i).padStart(6, "0")},${COURSES[i % COURSES.length]},${2025 + (i % 3)},${marks},${i % 4}`);
  }
  return `${lines.join("\n")}\n`;
}

async function main() {
  await withBenchDatabase(`bench_roster_${process.pid}`, async ({ db }) => {
    const { importStudents } = await import("@/lib/campus/service/roster-import");
    const account = await db.user.create({
      data: { email: "officer@bench.example", role: "University", name: "Bench Institute", passwordHash: "x" },
      select: { id: true, name: true, email: true, role: true },
    });
    await db.university.create({ data: { userId: account.id, instituteName: "Bench Institute", city: "Pune", state: "Maharashtra", about: "Bench" } });
    const text = roster(STUDENTS);
    const file = () => new File([text], "roster.csv", { type: "text/csv" });
    console.log(`roster: ${STUDENTS} lines, ${(text.length / 1024).toFixed(0)} KiB`);

    const selectOne = selectOneTimer(db);
    await selectOne(20); // warm the pool

    const trivialBefore = await selectOne(50);
    let started = performance.now();
    const first = await importStudents(account, file());
    const firstMs = performance.now() - started;
    started = performance.now();
    const second = await importStudents(account, file());
    const secondMs = performance.now() - started;
    const trivial = median([trivialBefore, await selectOne(50)]);
    const students = await db.student.count();

    console.log("");
    console.log(`SELECT 1 (median)                  ${ms(trivial)}`);
    console.log(`import, ${STUDENTS} new students       ${ms(firstMs)}  = ${Math.round(firstMs / trivial)}x SELECT 1  (created ${first.created}, updated ${first.updated}, ${first.errors.length} errors; goal < ${GOAL_MS / 1000} s)`);
    console.log(`same file again, all updates       ${ms(secondMs)}  = ${Math.round(secondMs / trivial)}x SELECT 1  (created ${second.created}, updated ${second.updated}, ${second.errors.length} errors; goal < ${GOAL_MS / 1000} s)`);
    const ok = firstMs < GOAL_MS && secondMs < GOAL_MS && first.created === STUDENTS && second.updated === STUDENTS && students === STUDENTS;
    console.log(ok ? "goal met" : "GOAL MISSED (or the counts do not add up)");
    process.exitCode = ok ? 0 : 1;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
