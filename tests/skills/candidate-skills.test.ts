// A candidate's skills (decisions.md section 14) through GET/PUT candidate/skills, the actions and the
// service: replace, order, verified rows untouched, the caps and field errors, roles, discoverable,
// the resume accept (merge), and the profile's skills/discoverable.
import { describe, expect, it, vi } from "vitest";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createUser } = await import("@/tests/factories");
const { callRoute } = await import("@/tests/helpers/call-route");
const route = await import("@/app/api/v1/candidate/skills/route");
const { addResumeSkillsAction, saveCandidateSkillsAction } = await import("@/lib/skills/actions");
const { addCandidateSkills, getCandidateSkills, setCandidateSkills } = await import("@/lib/skills/service/candidate-skills");
const { getCandidateProfile } = await import("@/lib/candidate-profile/service/profile");

type SessionUser = Awaited<ReturnType<typeof createCandidate>>["user"];
type Item = { skillId: string; level: number; source?: string };

// The tests' own catalogue (never the shipped one's ids).
const SKILLS = Array.from({ length: 60 }, (_, i) => ({ id: `test-skill-${String(i).padStart(2, "0")}`, name: `Test Skill ${String(i).padStart(2, "0")}`, category: "Test" }));
await db.skill.createMany({
  data: [
    ...SKILLS,
    { id: "test-docker", name: "Test Docker", category: "Test" },
    { id: "test-react", name: "Test React", category: "Test" },
    { id: "test-sql", name: "Test SQL", category: "Test" },
    { id: "test-aws", name: "Test AWS", category: "Test" },
  ],
});

function put(as: SessionUser | null, body: unknown) {
  return callRoute(route.PUT as Handler, { as, method: "PUT", path: "/api/v1/candidate/skills", body });
}
const get = (as: SessionUser | null) => callRoute(route.GET as Handler, { as, path: "/api/v1/candidate/skills" });

async function verify(userId: string, skillId: string, level: number, certificateCode = "TB-2026-0001") {
  await db.candidateSkill.create({ data: { userId, skillId, level, source: "verified", certificateCode } });
}

const rows = (userId: string) =>
  db.candidateSkill.findMany({ where: { userId }, orderBy: { skillId: "asc" }, select: { skillId: true, level: true, source: true, certificateCode: true } });

describe("PUT candidate/skills", () => {
  it("sets the skills and answers them verified first, then by level, then by name", async () => {
    const { user } = await createCandidate();
    await verify(user.id, "test-aws", 2);
    const res = await put(user, {
      skills: [
        { skillId: "test-sql", level: 4 },
        { skillId: "test-docker", level: 4, source: "resume" },
        { skillId: "test-react", level: 5 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({
      skills: [
        { skillId: "test-aws", name: "Test AWS", level: 2, source: "verified", certificateCode: "TB-2026-0001" },
        { skillId: "test-react", name: "Test React", level: 5, source: "self" },
        { skillId: "test-docker", name: "Test Docker", level: 4, source: "resume" },
        { skillId: "test-sql", name: "Test SQL", level: 4, source: "self" },
      ],
      discoverable: false,
    });
    expect((await get(user)).body.response).toEqual(res.body.response);
  });

  it("replaces the self and resume rows: unlisted removed, listed updated, stored sources kept unless changed", async () => {
    const { user } = await createCandidate();
    await setCandidateSkills(user, { skills: [{ skillId: "test-sql", level: 2 }, { skillId: "test-docker", level: 3, source: "resume" }, { skillId: "test-react", level: 1 }] });
    const res = await put(user, { skills: [{ skillId: "test-docker", level: 5 }, { skillId: "test-react", level: 4, source: "resume" }, { skillId: "test-aws", level: 1 }] });
    expect(res.status).toBe(200);
    expect(await rows(user.id)).toEqual([
      { skillId: "test-aws", level: 1, source: "self", certificateCode: null },
      { skillId: "test-docker", level: 5, source: "resume", certificateCode: null },
      { skillId: "test-react", level: 4, source: "resume", certificateCode: null },
    ]);
    // An empty list removes every declared skill.
    expect((await put(user, { skills: [] })).status).toBe(200);
    expect(await rows(user.id)).toEqual([]);
  });

  it("never touches a verified row: not removed when unlisted, level and source kept when listed", async () => {
    const { user } = await createCandidate();
    await verify(user.id, "test-docker", 4, "TB-1");
    await verify(user.id, "test-sql", 3, "TB-2");
    const res = await put(user, { skills: [{ skillId: "test-docker", level: 1, source: "self" }, { skillId: "test-react", level: 2 }] });
    expect(res.status).toBe(200);
    expect(await rows(user.id)).toEqual([
      { skillId: "test-docker", level: 4, source: "verified", certificateCode: "TB-1" },
      { skillId: "test-react", level: 2, source: "self", certificateCode: null },
      { skillId: "test-sql", level: 3, source: "verified", certificateCode: "TB-2" },
    ]);
  });

  it("refuses more than 50 skills, a level outside 1-5, a repeated or unknown skill, and 'verified' as a source, changing nothing", async () => {
    const { user } = await createCandidate();
    await setCandidateSkills(user, { skills: [{ skillId: "test-sql", level: 3 }] });
    const many = SKILLS.slice(0, 51).map((s) => ({ skillId: s.id, level: 3 }));
    const cases: [unknown, string][] = [
      [{ skills: many }, "You can list at most 50 skills"],
      [{ skills: [{ skillId: "test-react", level: 0 }] }, "Level must be a whole number from 1 (Beginner) to 5 (Expert)"],
      [{ skills: [{ skillId: "test-react", level: 6 }] }, "Level must be a whole number from 1 (Beginner) to 5 (Expert)"],
      [{ skills: [{ skillId: "test-react", level: 2.5 }] }, "Level must be a whole number from 1 (Beginner) to 5 (Expert)"],
      [{ skills: [{ skillId: "test-react", level: "3" }] }, "Level must be a whole number from 1 (Beginner) to 5 (Expert)"],
      [{ skills: [{ skillId: "test-react", level: 3 }, { skillId: "test-react", level: 4 }] }, "Each skill can be listed only once"],
      [{ skills: [{ skillId: "test-react", level: 3, source: "verified" }] }, "Source must be self or resume"],
    ];
    for (const [body, message] of cases) {
      const res = await put(user, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
      expect(res.body.errors?.skills).toBe(message);
    }
    const unknown = await put(user, { skills: [{ skillId: "test-react", level: 3 }, { skillId: "no-such-skill", level: 3 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("UNKNOWN_SKILL");
    expect(unknown.body.errors?.skills).toBe("Unknown skill: no-such-skill");
    expect((await put(user, { skills: [{ skillId: "test-react", level: 3 }], discoverable: "yes" })).body.errors?.discoverable).toBe("Discoverable must be true or false");
    expect(await rows(user.id)).toEqual([{ skillId: "test-sql", level: 3, source: "self", certificateCode: null }]);
    // Exactly 50 is fine.
    expect((await put(user, { skills: many.slice(0, 50) })).status).toBe(200);
    expect(await db.candidateSkill.count({ where: { userId: user.id } })).toBe(50);
  });

  it("is for candidates only: 401 logged out, 403 for an employer (the service refuses too)", async () => {
    const { user: employer } = await createEmployer();
    expect((await put(null, { skills: [] })).status).toBe(401);
    expect((await put(employer, { skills: [] })).status).toBe(403);
    expect((await get(employer)).status).toBe(403);
    await expect(setCandidateSkills(employer, { skills: [] })).rejects.toMatchObject({ status: 403 });
    await expect(addCandidateSkills(employer, [])).rejects.toMatchObject({ status: 403 });
  });

  it("saves discoverable when given and keeps it when absent; the profile carries skills and discoverable", async () => {
    const { user } = await createCandidate();
    const on = await put(user, { skills: [{ skillId: "test-react", level: 3 }], discoverable: true });
    expect(on.body.response).toMatchObject({ discoverable: true });
    expect((await put(user, { skills: [{ skillId: "test-react", level: 4 }] })).body.response).toMatchObject({ discoverable: true });
    expect((await db.candidateProfile.findUniqueOrThrow({ where: { userId: user.id } })).discoverable).toBe(true);
    const profile = await getCandidateProfile(user);
    expect(profile.profile.discoverable).toBe(true);
    expect(profile.profile.skills).toEqual([{ skillId: "test-react", name: "Test React", level: 4, source: "self" }]);
    expect((await put(user, { skills: [], discoverable: false })).body.response).toEqual({ skills: [], discoverable: false });
  });

  it("a candidate without a profile row: discoverable false until set, then the row holds it (as any profile save creates it)", async () => {
    const user = await createUser({ role: "Candidate" });
    expect((await get(user)).body.response).toEqual({ skills: [], discoverable: false });
    expect((await getCandidateProfile(user)).profile).toMatchObject({ skills: [], discoverable: false });
    await put(user, { skills: [] });
    expect(await db.candidateProfile.count({ where: { userId: user.id } })).toBe(0);
    expect((await put(user, { skills: [], discoverable: true })).body.response).toEqual({ skills: [], discoverable: true });
    expect((await getCandidateProfile(user)).profile.discoverable).toBe(true);
  });

  it("concurrent saves of one candidate each apply whole (the last one wins, nothing mixed)", async () => {
    const { user } = await createCandidate();
    const a = SKILLS.slice(0, 20).map((s) => ({ skillId: s.id, level: 2 }));
    const b = SKILLS.slice(20, 40).map((s) => ({ skillId: s.id, level: 4 }));
    const results = await Promise.all([setCandidateSkills(user, { skills: a }), setCandidateSkills(user, { skills: b })]);
    const stored = (await rows(user.id)).map((r) => r.skillId);
    expect([a.map((s) => s.skillId), b.map((s) => s.skillId)]).toContainEqual(stored);
    expect(results.every((r) => r.skills.length === 20)).toBe(true);
  });
});

describe("the actions", () => {
  it("saveCandidateSkillsAction runs the same service and parses its input", async () => {
    const { user } = await createCandidate();
    session.user = user;
    const ok = await saveCandidateSkillsAction({ skills: [{ skillId: "test-sql", level: 5 }], discoverable: true });
    expect(ok).toMatchObject({ ok: true, data: { skills: [{ skillId: "test-sql", level: 5, source: "self" }], discoverable: true } });
    const bad = await saveCandidateSkillsAction({ skills: [{ skillId: "test-sql", level: 9 }] });
    expect(bad).toMatchObject({ ok: false, status: 400, code: "VALIDATION", errors: { skills: expect.any(String) } });
    const { user: employer } = await createEmployer();
    session.user = employer;
    expect(await saveCandidateSkillsAction({ skills: [] })).toMatchObject({ ok: false, status: 403 });
  });

  it("addResumeSkillsAction merges the accepted skills as resume at level 3, leaving stored ones as they are", async () => {
    const { user } = await createCandidate();
    await setCandidateSkills(user, { skills: [{ skillId: "test-sql", level: 5 }] });
    await verify(user.id, "test-aws", 1);
    session.user = user;
    const res = await addResumeSkillsAction({ skills: [{ skillId: "test-sql" }, { skillId: "test-aws" }, { skillId: "test-docker" }] });
    expect(res.ok).toBe(true);
    expect(await rows(user.id)).toEqual([
      { skillId: "test-aws", level: 1, source: "verified", certificateCode: "TB-2026-0001" },
      { skillId: "test-docker", level: 3, source: "resume", certificateCode: null },
      { skillId: "test-sql", level: 5, source: "self", certificateCode: null },
    ]);
    expect(await addResumeSkillsAction({ skills: [{ skillId: "no-such-skill" }] })).toMatchObject({ ok: false, status: 400, code: "UNKNOWN_SKILL" });
  });

  it("the merge respects the cap of 50 declared skills (verified ones not counted)", async () => {
    const { user } = await createCandidate();
    await setCandidateSkills(user, { skills: SKILLS.slice(0, 49).map((s) => ({ skillId: s.id, level: 3 })) });
    await verify(user.id, "test-aws", 5);
    const items: Item[] = [{ skillId: SKILLS[50].id, level: 3 }, { skillId: SKILLS[51].id, level: 3 }];
    await expect(addCandidateSkills(user, items.map((i) => ({ ...i, source: "resume" as const })))).rejects.toMatchObject({
      status: 400,
      errors: { skills: "You can list at most 50 skills" },
    });
    // Already listed ones do not count again; one new one reaches exactly 50.
    const merged = await addCandidateSkills(user, [{ skillId: SKILLS[0].id, level: 1, source: "resume" }, { skillId: SKILLS[50].id, level: 3, source: "resume" }]);
    expect(merged.skills.filter((s) => s.source !== "verified")).toHaveLength(50);
    expect((await getCandidateSkills(user.id))[0]).toMatchObject({ skillId: "test-aws", source: "verified" });
    expect(merged.skills.find((s) => s.skillId === SKILLS[0].id)).toMatchObject({ level: 3, source: "self" });
  });
});
