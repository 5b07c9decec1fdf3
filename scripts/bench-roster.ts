// npm run bench:roster: the roster import at scale (decisions.md sections 18 and 20, docs/decisions/0036).
// Creates a throwaway database on the local Postgres (bench_roster_<pid>; BENCH_DATABASE_URL names another
// server), migrates it through lib/db, makes one university and generates a 5,000-line roster (the most a
// file may hold). It times:
// - importStudents end to end (reading the file, checking every line, the one transaction), then the same
//   file again (every line an update), each beside a trivial query (SELECT 1) timed in the same run;
// - /api/health (the real route handler, served over HTTP from this same process on 127.0.0.1) polled
//   every 5 ms while nothing else runs, then while the first import runs: an import that held the
//   event loop would show in the second figure (issue 42: a 20,000-line import held it for 9.7 s).
// The invitation mails are not part of it: a task sends them after the import, a bounded number a
// minute. Goals: each import < 60 s; /api/health p95 during the import <= 3x its idle p95. The database
// is dropped at the end; every loop is bounded.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { median, ms, percentile, selectOneTimer, withBenchDatabase } from "./helpers/bench";

const STUDENTS = 5_000;
const GOAL_MS = 60_000;
const HEALTH_GOAL = 3;
const POLL_MS = 5;
const IDLE_SAMPLES = 300;
const COURSES = ["B.Tech Computer Engineering", "B.E. Information Technology", "B.Tech Mechanical", "MBA", "B.Sc Data Science"];

function roster(count: number): string {
  const lines = ["name,email,rollNo,course,passingYear,marks,backlogs"];
  for (let i = 0; i < count; i++) {
    const marks = (50 + ((i * 37) % 5000) / 100).toFixed(2);
    lines.push(`Student ${i},student${i}@bench.example,BR-${String(i).padStart(6, "0")},${COURSES[i % COURSES.length]},${2025 + (i % 3)},${marks},${i % 4}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The real /api/health handler on an ephemeral loopback port of this process; answers its URL and a stop. */
async function healthServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { GET } = await import("@/app/api/health/route");
  const server = createServer((req, res) => {
    const answer = GET(new Request(`http://127.0.0.1${req.url ?? "/"}`, { headers: req.headers as Record<string, string> }));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    void answer.text().then((body) => res.end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/health`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Times /api/health every POLL_MS until `done()` says stop or `max` samples are taken. */
async function pollHealth(url: string, done: () => boolean, max: number): Promise<number[]> {
  const times: number[] = [];
  while (!done() && times.length < max) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  await withBenchDatabase(`bench_roster_${process.pid}`, async ({ db }) => {
    const { importStudents } = await import("@/lib/campus/service/roster-import");
    const account = await db.user.create({
      data: { email: "officer@bench.example", role: "University", name: "Bench Institute", passwordHash: "x" },
      select: { id: true, name: true, email: true, role: true },
    });
    await db.university.create({ data: { userId: account.id, status: "approved", instituteName: "Bench Institute", city: "Pune", state: "Maharashtra", about: "Bench" } });
    const text = roster(STUDENTS);
    const file = () => new File([text], "roster.csv", { type: "text/csv" });
    console.log(`roster: ${STUDENTS} lines, ${(text.length / 1024).toFixed(0)} KiB`);

    const selectOne = selectOneTimer(db);
    await selectOne(20); // warm the pool
    const health = await healthServer();
    try {
      await pollHealth(health.url, () => false, 30); // warm the client
      const idle = await pollHealth(health.url, () => false, IDLE_SAMPLES);

      const trivialBefore = await selectOne(50);
      let finished = false;
      let started = performance.now();
      const importing = importStudents(account, file()).finally(() => (finished = true));
      const during = await pollHealth(health.url, () => finished, 100_000);
      const first = await importing;
      const firstMs = performance.now() - started;
      started = performance.now();
      const second = await importStudents(account, file());
      const secondMs = performance.now() - started;
      const trivial = median([trivialBefore, await selectOne(50)]);
      const students = await db.student.count();
      const idleP95 = percentile(idle, 95);
      const duringP95 = percentile(during, 95);

      console.log("");
      console.log(`SELECT 1 (median)                  ${ms(trivial)}`);
      console.log(`import, ${STUDENTS} new students        ${ms(firstMs)}  = ${Math.round(firstMs / trivial)}x SELECT 1  (created ${first.created}, updated ${first.updated}, ${first.errors.length} errors; goal < ${GOAL_MS / 1000} s)`);
      console.log(`same file again, all updates       ${ms(secondMs)}  = ${Math.round(secondMs / trivial)}x SELECT 1  (created ${second.created}, updated ${second.updated}, ${second.errors.length} errors; goal < ${GOAL_MS / 1000} s)`);
      console.log(`/api/health p95, idle              ${ms(idleP95)}  (${idle.length} requests, max ${ms(idle.at(-1) ?? 0)})`);
      console.log(`/api/health p95, during the import ${ms(duringP95)}  = ${(duringP95 / idleP95).toFixed(2)}x idle  (${during.length} requests, max ${ms(during.at(-1) ?? 0)}; goal <= ${HEALTH_GOAL}x)`);
      const ok =
        firstMs < GOAL_MS &&
        secondMs < GOAL_MS &&
        first.created === STUDENTS &&
        second.updated === STUDENTS &&
        students === STUDENTS &&
        duringP95 <= HEALTH_GOAL * idleP95;
      console.log(ok ? "goals met" : "GOAL MISSED (or the counts do not add up)");
      process.exitCode = ok ? 0 : 1;
    } finally {
      await health.stop();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
