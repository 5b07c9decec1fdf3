// A skill the résumé proposes never lowers or replaces a verified one (docs/decisions/0051): not
// through the pre-fill's accept (addResumeSkillsAction), not through PUT candidate/skills naming it at
// another level or source, not by leaving it out of the list. Verified skills are not the candidate's to edit.
import { describe, expect, it, vi } from "vitest";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const { createCandidate } = await import("@/tests/factories");
const { callRoute } = await import("@/tests/helpers/call-route");
const route = await import("@/app/api/v1/candidate/skills/route");
const { addResumeSkillsAction } = await import("@/lib/skills/actions");

await db.skill.createMany({
  data: [
    { id: "rs-python", name: "RS Python", category: "Test" },
    { id: "rs-sql", name: "RS SQL", category: "Test" },
  ],
});

const rows = (userId: string) =>
  db.candidateSkill.findMany({ where: { userId }, orderBy: { skillId: "asc" }, select: { skillId: true, level: true, source: true, certificateCode: true } });

const VERIFIED = { skillId: "rs-python", level: 4, source: "verified", certificateCode: "TB2026RESUME0001" } as const;

describe("a verified skill and the résumé", () => {
  it("stays as it is through the résumé's accept, a PUT naming it lower or as the résumé's, and a PUT leaving it out", async () => {
    const { user } = await createCandidate();
    await db.candidateSkill.create({ data: { userId: user.id, ...VERIFIED } });
    session.user = user;

    // The résumé names it too: accepting adds only the new skill.
    const accepted = await addResumeSkillsAction({ skills: [{ skillId: "rs-python" }, { skillId: "rs-sql" }] });
    expect(accepted.ok).toBe(true);
    expect(await rows(user.id)).toEqual([VERIFIED, { skillId: "rs-sql", level: 3, source: "resume", certificateCode: null }]);

    // PUT candidate/skills naming it at level 1 as a résumé skill: ignored for that skill.
    const put = (body: unknown) => callRoute(route.PUT as Handler, { as: user, method: "PUT", path: "/api/v1/candidate/skills", body });
    const lowered = await put({ skills: [{ skillId: "rs-python", level: 1, source: "resume" }, { skillId: "rs-sql", level: 2 }] });
    expect(lowered.status).toBe(200);
    expect(await rows(user.id)).toEqual([VERIFIED, { skillId: "rs-sql", level: 2, source: "resume", certificateCode: null }]);
    expect((lowered.body.response as { skills: unknown[] }).skills[0]).toEqual({ skillId: "rs-python", name: "RS Python", level: 4, source: "verified", certificateCode: "TB2026RESUME0001" });

    // A list without it removes only the candidate's own skills.
    expect((await put({ skills: [] })).status).toBe(200);
    expect(await rows(user.id)).toEqual([VERIFIED]);
  });
});
