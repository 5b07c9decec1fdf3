import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import { as, callFile, callUpdate, fixture, formOf, setupTempDataDir } from "./helpers";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

setupTempDataDir();
const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createJob, createUser } = await import("@/tests/factories");

let owner: SessionUser;
let resumeLink: string;
let docxLink: string;
let panLink: string;

beforeAll(async () => {
  owner = (await createCandidate()).user;
  as(owner);
  const saved = await callUpdate(
    formOf({ panCardNumber: "ABCPS1234K", panCardFile: fixture("pan-card.png", "image/png", "my pan.png"), resumeFile: fixture("resume.pdf") }),
  );
  expect(saved.status).toBe(200);
  resumeLink = saved.body.response.profile.resumeFile;
  panLink = saved.body.response.profile.panCardFile;

  const other = (await createCandidate()).user;
  as(other);
  const docx = await callUpdate(formOf({ resumeFile: fixture("resume.docx", "application/octet-stream", "cv \"final\".docx") }));
  docxLink = docx.body.response.profile.resumeFile;
});

afterEach(() => as(null));

async function status(user: SessionUser | null, link: string) {
  as(user);
  return (await callFile(link)).status;
}

describe("GET files/{id}", () => {
  it("serves the owner the bytes with safe headers", async () => {
    as(owner);
    const res = await callFile(resumeLink);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="resume.pdf"');
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("sandbox");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    const image = await callFile(panLink);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("content-disposition")).toBe('inline; filename="my-pan.png"');
  });

  it("serves a PDF carrying JavaScript and trailing HTML sandboxed, so nothing in it runs with the site's privileges", async () => {
    // Issue 12: a real PDF header, an /OpenAction script, then HTML after %%EOF. The type check
    // rightly sees a PDF; what protects the site is how it is served.
    const hostile = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(document.cookie)) >> >> endobj\n" +
        "trailer << /Root 1 0 R >>\n%%EOF\n<html><script>fetch('/api/v1/candidate/get-profile')</script></html>",
    );
    as(owner);
    const saved = await callUpdate(formOf({ resumeFile: new File([hostile], "cv.pdf") }));
    expect(saved.status).toBe(200);
    const res = await callFile(saved.body.response.profile.resumeFile);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-security-policy")).toBe("sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    resumeLink = saved.body.response.profile.resumeFile;
  });

  it("keeps the sandbox policy through next.config's site-wide headers (set there last, so it wins)", async () => {
    // Next does not add a header a route sets when next.config already set it; config rules apply in
    // order, a later one replacing an earlier one's value.
    const { default: config } = await import("@/next.config");
    const rules = (await config.headers!()).filter((rule) => !rule.has);
    const csp = (source: string) => rules.findLastIndex((r) => r.source === source && r.headers.some((h) => h.key === "content-security-policy"));
    const files = rules[csp("/api/v1/files/:id")];
    expect(files?.headers).toContainEqual({ key: "content-security-policy", value: "sandbox" });
    expect(csp("/api/v1/files/:id")).toBeGreaterThan(csp("/:path*"));
  });

  it("sends Word files as attachments with a sanitised name", async () => {
    const docxOwner = await db.storedFile.findUniqueOrThrow({ where: { id: docxLink.split("/").pop() }, select: { ownerId: true } });
    as({ ...owner, id: docxOwner.ownerId });
    const res = await callFile(docxLink);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="cv-final.docx"');
    expect(res.headers.get("content-security-policy")).toBe("sandbox");
  });

  it("answers 401 to visitors", async () => {
    expect(await status(null, resumeLink)).toBe(401);
  });

  it("hides files from another candidate, a university and unknown ids (404)", async () => {
    expect(await status((await createCandidate()).user, resumeLink)).toBe(404);
    expect(await status(await createUser({ role: "University" }), resumeLink)).toBe(404);
    expect(await status(owner, "/api/v1/files/doesnotexist")).toBe(404);
  });

  it("shows a resume to an employer only while the candidate has applied to one of its jobs", async () => {
    const { user: employer, employer: company } = await createEmployer();
    expect(await status(employer, resumeLink)).toBe(404);

    // an application to someone else's job does not count
    const foreignJob = await createJob();
    await db.application.create({ data: { candidateId: owner.id, jobId: foreignJob.id } });
    expect(await status(employer, resumeLink)).toBe(404);

    const job = await createJob({ employerId: company.id });
    await db.application.create({ data: { candidateId: owner.id, jobId: job.id } });
    expect(await status(employer, resumeLink)).toBe(200);
    // KYC documents are not part of an application
    expect(await status(employer, panLink)).toBe(404);

    await db.job.update({ where: { id: job.id }, data: { deletedAt: new Date() } });
    expect(await status(employer, resumeLink)).toBe(404);
  });

  it("serves admins everything", async () => {
    const admin = await createUser({ role: "Admin" });
    expect(await status(admin, resumeLink)).toBe(200);
    expect(await status(admin, panLink)).toBe(200);
  });
});
