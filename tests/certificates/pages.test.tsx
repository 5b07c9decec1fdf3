// @vitest-environment happy-dom
// The public certificate pages (decisions.md section 20): /certificates offers the check form and sends
// a typed code on to /certificates/{code} (normalised; an over-long one stays, with the field's error);
// an unknown code's page says so, with the form below; a known one shows the certificate.
import { randomBytes } from "node:crypto";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createCandidate } from "@/tests/factories";
import { createBatch, createProgramme } from "@/tests/certificates/fixtures";

vi.mock("server-only", () => ({}));

const { default: CheckPage, metadata } = await import("@/app/(marketing)/certificates/page");
const { default: CodePage, generateMetadata } = await import("@/app/(marketing)/certificates/[code]/page");

afterEach(cleanup);

/** Where the page redirected to (Next's redirect() throws an error whose digest names the URL). */
async function redirectOf(run: Promise<unknown>): Promise<string> {
  const error = (await run.then(() => null, (e: unknown) => e)) as { digest?: string } | null;
  expect(error?.digest).toMatch(/^NEXT_REDIRECT/);
  return error!.digest!.split(";")[2];
}

describe("/certificates", () => {
  it("offers the check form; a typed code goes on to its page", async () => {
    render(await CheckPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByRole("heading", { level: 1, name: "Check a certificate" })).toBeTruthy();
    expect(screen.getByLabelText("Certificate code")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Check" })).toBeTruthy();
    expect(metadata).toMatchObject({ title: "Check a certificate", alternates: { canonical: "/certificates" } });

    expect(await redirectOf(CheckPage({ searchParams: Promise.resolve({ code: "  x7pd8n3ankrexx79 " }) }))).toBe("/certificates/X7PD8N3ANKREXX79");
    expect(await redirectOf(CheckPage({ searchParams: Promise.resolve({ code: "a b/c" }) }))).toBe("/certificates/A%20B%2FC");
  });

  it("an over-long code stays here with the field's error", async () => {
    render(await CheckPage({ searchParams: Promise.resolve({ code: "X".repeat(80) }) }));
    expect(screen.getByText("This code is too long")).toBeTruthy();
  });
});

describe("/certificates/{code}", () => {
  it("an unknown code says so, with the check form below, and is noindex", async () => {
    render(await CodePage({ params: Promise.resolve({ code: "ZZZZZZZZZZZZZZZZ" }) }));
    expect(screen.getByRole("alert").textContent).toContain("We could not find a certificate with this code");
    expect((screen.getByLabelText("Certificate code") as HTMLInputElement).value).toBe("ZZZZZZZZZZZZZZZZ");
    expect(screen.getByRole("button", { name: "Check" })).toBeTruthy();
    expect(await generateMetadata({ params: Promise.resolve({ code: "ZZZZZZZZZZZZZZZZ" }) })).toMatchObject({ title: "Certificate not found", robots: { index: false } });
  });

  it("a known code shows the certificate", async () => {
    const { programme } = await createProgramme("Robotics", "ROS");
    const { batch } = await createBatch(programme.id, { sessions: 1 });
    const { user } = await createCandidate({ name: "Arjun Mehta" });
    const enrollment = await db.enrollment.create({ data: { batchId: batch.id, candidateId: user.id, status: "completed", score: 80 } });
    const code = Array.from(randomBytes(16), (b) => "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[b & 31]).join("");
    await db.certificate.create({
      data: { code, enrollmentId: enrollment.id, candidateId: user.id, name: user.name, programmeTitle: programme.title, batchTitle: batch.title, startDate: batch.startDate, endDate: batch.endDate, score: 80 },
    });
    render(await CodePage({ params: Promise.resolve({ code }) }));
    expect(screen.getByText("Valid")).toBeTruthy();
    expect(screen.getByText("Arjun Mehta")).toBeTruthy();
    expect(screen.queryByText(/We could not find/)).toBeNull();
  });
});
