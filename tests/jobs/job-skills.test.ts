// A job's skills end to end (decisions.md section 14): list-job writes them with Job.skillWeight in one
// insert and refuses too many, repeated or unknown ones; get-job and get-jobs answer them, required
// first; get-jobs' skills filter keeps the jobs asking for any of the ids (comma list or repeated).
// Skills are this file's own (ids "t-…"), never the catalogue's; each test uses its own city.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createEmployer, createJob } = await import("@/tests/factories");
const { callRoute } = await import("@/tests/helpers/call-route");
const { validJob } = await import("@/tests/employer/helpers");
const listJobRoute = await import("@/app/api/v1/jobs/list-job/route");
const getJobRoute = await import("@/app/api/v1/jobs/get-job/[id]/route");
const getJobsRoute = await import("@/app/api/v1/jobs/get-jobs/route");
const { loadJobBrowser } = await import("@/lib/job-search/loaders");

type JobSkill = { id: string; name: string; required: boolean };
type Job = { id: string; skills: JobSkill[] };
type Page = { jobs: Job[]; total: number };

const token = () => randomBytes(4).toString("hex").replace(/\d/g, (d) => "abcdefghij"[Number(d)]);

/** Catalogue rows of this test's own: ids "t-<word>-<token>", names unique across the database. */
async function makeSkills(...words: string[]) {
  const tag = token();
  return Promise.all(
    words.map((word) =>
      db.skill.create({ data: { id: `t-${word.toLowerCase()}-${tag}`, name: `${word} ${tag}`, category: "Test", aliases: [], keys: [] } }),
    ),
  );
}

/** Gives a job these skills the way posting does (rows and weight together). */
async function giveSkills(jobId: string, skills: { skillId: string; required: boolean }[]) {
  const weight = skills.reduce((sum, s) => sum + (s.required ? 2 : 1), 0);
  await db.jobSkill.createMany({ data: skills.map((s) => ({ jobId, ...s, jobWeight: weight })) });
  await db.job.update({ where: { id: jobId }, data: { skillWeight: weight } });
}

const post = (as: Awaited<ReturnType<typeof createEmployer>>["user"], body: unknown) => callRoute(listJobRoute.POST, { as, method: "POST", body });
const getJobs = (query: string) => callRoute(getJobsRoute.GET, { as: null, path: `/api/v1/jobs/get-jobs?${query}` });

describe("jobs/list-job with skills", () => {
  it("writes the skills and Job.skillWeight with the job, and answers them required first", async () => {
    const [react, docker, sql] = await makeSkills("React", "Docker", "SQL");
    const { user } = await createEmployer();
    const res = await post(user, {
      ...validJob,
      skills: [
        { skillId: sql.id, required: false },
        { skillId: react.id, required: true },
        { skillId: docker.id, required: true },
      ],
    });
    expect(res.status).toBe(201);
    const job = res.body.response as Job;
    const required = [react, docker].sort((a, b) => a.name.localeCompare(b.name)).map((s) => ({ id: s.id, name: s.name, required: true }));
    expect(job.skills).toEqual([...required, { id: sql.id, name: sql.name, required: false }]);

    const row = await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { skillWeight: true, skills: { select: { skillId: true, required: true, jobWeight: true } } } });
    expect(row.skillWeight).toBe(5);
    expect(row.skills).toHaveLength(3);
    expect(row.skills.every((s) => s.jobWeight === 5)).toBe(true);
  });

  it("takes none (weight 0), and 'required' defaults to true", async () => {
    const [go] = await makeSkills("Go");
    const { user } = await createEmployer();
    const none = await post(user, validJob);
    expect(none.status).toBe(201);
    expect((none.body.response as Job).skills).toEqual([]);
    expect((await db.job.findUniqueOrThrow({ where: { id: (none.body.response as Job).id } })).skillWeight).toBe(0);

    const one = await post(user, { ...validJob, post: "Go Developer", skills: [{ skillId: go.id }] });
    expect(one.status).toBe(201);
    expect((one.body.response as Job).skills).toEqual([{ id: go.id, name: go.name, required: true }]);
  });

  it("refuses 16 skills, a repeated skill and an unknown id with a 400 on skills, and writes nothing", async () => {
    const skills = await makeSkills(...Array.from({ length: 16 }, (_, i) => `Skill${"abcdefghijklmnop"[i]}`));
    const { user, employer } = await createEmployer();

    const tooMany = await post(user, { ...validJob, skills: skills.map((s) => ({ skillId: s.id, required: true })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ skills: "Please choose at most 15 skills" });

    const twice = await post(user, { ...validJob, skills: [{ skillId: skills[0].id, required: true }, { skillId: skills[0].id, required: false }] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ skills: "Each skill can be listed only once" });

    const unknown = await post(user, { ...validJob, skills: [{ skillId: skills[0].id, required: true }, { skillId: "t-no-such-skill", required: true }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("UNKNOWN_SKILL");
    expect(unknown.body.errors).toEqual({ skills: "Unknown skill: t-no-such-skill" });

    const wrongShape = await post(user, { ...validJob, skills: "react" });
    expect(wrongShape.status).toBe(400);
    expect(Object.keys(wrongShape.body.errors ?? {})).toEqual(["skills"]);

    expect(await db.job.count({ where: { employerId: employer.id } })).toBe(0);
  });
});

describe("get-job and get-jobs carry a posted job's skills", () => {
  it("answers the skills in both, once the job is approved", async () => {
    const [kotlin, figma] = await makeSkills("Kotlin", "Figma");
    const city = `Skillpur ${token()}`;
    const { user } = await createEmployer({ city });
    const res = await post(user, { ...validJob, skills: [{ skillId: figma.id, required: false }, { skillId: kotlin.id, required: true }] });
    const { id } = res.body.response as Job;
    await db.job.update({ where: { id }, data: { status: "approved", validThrough: new Date(Date.now() + 30 * 86_400_000), openedAt: new Date() } });
    const expected = [
      { id: kotlin.id, name: kotlin.name, required: true },
      { id: figma.id, name: figma.name, required: false },
    ];

    const one = await callRoute(getJobRoute.GET, { as: null, path: `/api/v1/jobs/get-job/${id}`, params: { id } });
    expect(one.status).toBe(200);
    expect((one.body.response as Job).skills).toEqual(expected);

    const list = await getJobs(new URLSearchParams({ city }).toString());
    expect(list.status).toBe(200);
    expect((list.body.response as Page).jobs.map((j) => j.skills)).toEqual([expected]);
  });
});

describe("get-jobs: the skills filter", () => {
  async function fixture() {
    const [react, docker, rust] = await makeSkills("React", "Docker", "Rust");
    const city = `Filterpur ${token()}`;
    const { employer } = await createEmployer({ city });
    const hour = 3600_000;
    const frontEnd = await createJob({ employerId: employer.id, post: "Front end", createdAt: new Date(Date.now() - 3 * hour) });
    const devOps = await createJob({ employerId: employer.id, post: "DevOps", createdAt: new Date(Date.now() - 2 * hour) });
    const fullStack = await createJob({ employerId: employer.id, post: "Full stack", createdAt: new Date(Date.now() - hour) });
    const plain = await createJob({ employerId: employer.id, post: "No skills" });
    await giveSkills(frontEnd.id, [{ skillId: react.id, required: true }]);
    await giveSkills(devOps.id, [{ skillId: docker.id, required: false }]);
    await giveSkills(fullStack.id, [
      { skillId: react.id, required: true },
      { skillId: docker.id, required: true },
    ]);
    return { react, docker, rust, city, frontEnd, devOps, fullStack, plain };
  }

  const ids = (res: Awaited<ReturnType<typeof getJobs>>) => (res.body.response as Page).jobs.map((j) => j.id);

  it("keeps the jobs asking for any of the skills, each once, with an exact total", async () => {
    const f = await fixture();
    const one = await getJobs(new URLSearchParams({ city: f.city, skills: f.react.id }).toString());
    expect(one.status).toBe(200);
    expect(ids(one)).toEqual([f.fullStack.id, f.frontEnd.id]);
    expect((one.body.response as Page).total).toBe(2);

    // Any of: React or Docker. Comma-separated (with blanks and a repeat) or as a repeated parameter.
    const comma = await getJobs(`city=${encodeURIComponent(f.city)}&skills=${f.react.id},%20${f.docker.id},,${f.react.id}`);
    expect(ids(comma)).toEqual([f.fullStack.id, f.devOps.id, f.frontEnd.id]);
    expect((comma.body.response as Page).total).toBe(3);
    const repeated = await getJobs(`city=${encodeURIComponent(f.city)}&skills=${f.react.id}&skills=${f.docker.id}`);
    expect(ids(repeated)).toEqual(ids(comma));

    // A known skill no job asks for: nothing (and not the count of an earlier filter set).
    const none = await getJobs(new URLSearchParams({ city: f.city, skills: f.rust.id }).toString());
    expect(ids(none)).toEqual([]);
    expect((none.body.response as Page).total).toBe(0);

    // Blank is no filter.
    const blank = await getJobs(new URLSearchParams({ city: f.city, skills: " , " }).toString());
    expect(ids(blank)).toHaveLength(4);
  });

  it("answers 400 on skills for an unknown id and for 11 ids", async () => {
    const f = await fixture();
    const unknown = await getJobs(new URLSearchParams({ city: f.city, skills: `${f.react.id},t-nope-${token()}` }).toString());
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("UNKNOWN_SKILL");
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(["skills"]);

    const eleven = Array.from({ length: 11 }, (_, i) => `t-any-${i}`).join(",");
    const tooMany = await getJobs(new URLSearchParams({ city: f.city, skills: eleven }).toString());
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ skills: "Please choose at most 10 skills" });
  });
});

describe("Find Jobs' page data with a skills filter", () => {
  it("names the URL's skills, drops an id the catalogue lacks (instead of failing the page) and filters by the rest", async () => {
    const [react, docker] = await makeSkills("React", "Docker");
    const city = `Pagepur ${token()}`;
    const { employer } = await createEmployer({ city });
    const job = await createJob({ employerId: employer.id, post: "React role" });
    await createJob({ employerId: employer.id, post: "Other role" });
    await giveSkills(job.id, [{ skillId: react.id, required: true }]);

    const data = await loadJobBrowser({ city, skills: `${docker.id},t-gone-${token()},${react.id}` }, null);
    expect(data.skills).toEqual([
      { id: docker.id, name: docker.name },
      { id: react.id, name: react.name },
    ]);
    expect(data.filters.skills).toBe(`${docker.id},${react.id}`);
    expect(data.queryString).toContain(`skills=${encodeURIComponent(`${docker.id},${react.id}`)}`);
    expect(data.result?.jobs.map((j) => j.id)).toEqual([job.id]);
  });
});
