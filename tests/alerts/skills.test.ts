// Job alerts with skills (decisions.md sections 11 and 14): POST alerts saves the skills filter (ids, as
// get-jobs takes it), answers their names and names the alert after them by default; unknown ids and
// more than 10 are a 400. Matching (instant and digests) keeps jobs asking for any of the skills.
// Skills are this file's own ("t-…" ids); each test uses its own city.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createJob, uniqueEmail } = await import("@/tests/factories");
const { callRoute } = await import("@/tests/helpers/call-route");
const { mailsTo } = await import("@/tests/helpers/outbox");
const alertsRoute = await import("@/app/api/v1/alerts/route");
const { instantAlertsForJob } = await import("@/lib/alerts/service/matching");
const { alertsDailyTask } = await import("@/lib/alerts/tasks/daily");

type AlertJson = { id: string; name: string; query: Record<string, unknown> };

const tag = () => randomUUID().slice(0, 8);

async function makeSkills(...words: string[]) {
  const t = tag();
  return Promise.all(
    words.map((word) => db.skill.create({ data: { id: `t-${word.toLowerCase()}-${t}`, name: `${word} ${t}`, category: "Test", aliases: [], keys: [] } })),
  );
}

async function giveSkills(jobId: string, skills: { skillId: string; required: boolean }[]) {
  const weight = skills.reduce((sum, s) => sum + (s.required ? 2 : 1), 0);
  await db.jobSkill.createMany({ data: skills.map((s) => ({ jobId, ...s, jobWeight: weight })) });
  await db.job.update({ where: { id: jobId }, data: { skillWeight: weight } });
}

let ip = 0;
const create = (as: Awaited<ReturnType<typeof createCandidate>>["user"] | null, body: unknown) =>
  callRoute(alertsRoute.POST as Handler, { as, method: "POST", path: "/api/v1/alerts", body, ip: `10.9.0.${++ip}` });

describe("POST alerts with skills", () => {
  it("saves the ids, answers them with their names, and names the alert after them", async () => {
    const [react, docker] = await makeSkills("React", "Docker");
    const { user } = await createCandidate();
    // The create dialog sends the URL's comma-separated text; a list is taken too.
    const res = await create(user, { frequency: "daily", query: { city: "Pune", skills: `${react.id},${docker.id}` } });
    expect(res.status).toBe(201);
    const alert = res.body.response as AlertJson;
    expect(alert.name).toBe(`${react.name}, ${docker.name} jobs in Pune`);
    expect(alert.query).toEqual({ city: "Pune", skills: [react.id, docker.id], skillNames: [react.name, docker.name] });
    expect((await db.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).skillIds).toEqual([react.id, docker.id]);

    const list = await callRoute(alertsRoute.GET as Handler, { as: user, path: "/api/v1/alerts" });
    expect((list.body.response as { alerts: AlertJson[] }).alerts[0].query).toEqual(alert.query);

    const asList = await create(user, { frequency: "weekly", name: "Mine", query: { skills: [docker.id] } });
    expect(asList.status).toBe(201);
    expect((asList.body.response as AlertJson).query).toEqual({ skills: [docker.id], skillNames: [docker.name] });
  });

  it("refuses an unknown id and 11 ids with a 400 on the query, and saves nothing", async () => {
    const [react] = await makeSkills("React");
    const { user } = await createCandidate();
    const unknown = await create(user, { frequency: "daily", query: { skills: `${react.id},t-nope-${tag()}` } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("UNKNOWN_SKILL");
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(["query"]);

    const eleven = Array.from({ length: 11 }, (_, i) => `t-any-${i}`).join(",");
    const tooMany = await create(user, { frequency: "daily", query: { skills: eleven } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ query: "Please choose at most 10 skills" });
    expect(await db.jobAlert.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("matching with skills", () => {
  async function alertFor(skillIds: string[], extra: { frequency?: "instant" | "daily"; city?: string; cursor?: Date } = {}) {
    return db.jobAlert.create({
      data: { email: uniqueEmail("skills"), name: "Skills", frequency: extra.frequency ?? "instant", status: "active", skillIds, city: extra.city, cursor: extra.cursor },
    });
  }

  it("an instant alert matches a job asking for any of its skills; one without skills matches any job", async () => {
    const [react, docker, rust] = await makeSkills("React", "Docker", "Rust");
    const anyOf = await alertFor([react.id, docker.id]);
    const noSkills = await alertFor([]);
    const { employer } = await createEmployer();
    const job = async (skills: { skillId: string; required: boolean }[]) => {
      const created = await createJob({ employerId: employer.id });
      await giveSkills(created.id, skills);
      return instantAlertsForJob(created.id);
    };
    const dockerJob = await job([{ skillId: docker.id, required: false }]);
    expect(dockerJob).toContain(anyOf.id);
    expect(dockerJob).toContain(noSkills.id);
    const rustJob = await job([{ skillId: rust.id, required: true }]);
    expect(rustJob).not.toContain(anyOf.id);
    expect(rustJob).toContain(noSkills.id);
    expect(await job([])).not.toContain(anyOf.id);
  });

  it("a digest lists only the jobs asking for any of its skills", async () => {
    const [react, docker] = await makeSkills("React", "Docker");
    const city = `Skillcity ${tag()}`;
    const now = new Date();
    const alert = await alertFor([react.id], { frequency: "daily", city, cursor: new Date(now.getTime() - 86_400_000) });
    const { employer } = await createEmployer();
    const opened = new Date(now.getTime() - 3600_000);
    const reactJob = await createJob({ employerId: employer.id, city, post: `React role ${tag()}`, openedAt: opened });
    const dockerJob = await createJob({ employerId: employer.id, city, post: `Docker role ${tag()}`, openedAt: opened });
    await giveSkills(reactJob.id, [{ skillId: react.id, required: true }]);
    await giveSkills(dockerJob.id, [{ skillId: docker.id, required: true }]);

    await alertsDailyTask.run({ now });
    const mails = mailsTo(alert.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(reactJob.post);
    expect(mails[0].text).not.toContain(dockerJob.post);
    const delivered = await db.alertDelivery.findMany({ where: { alertId: alert.id }, select: { jobId: true } });
    expect(delivered.map((d) => d.jobId)).toEqual([reactJob.id]);
  });
});
