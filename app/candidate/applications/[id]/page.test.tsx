// @vitest-environment happy-dom
// /candidate/applications/{id} with real data: the candidate's own application (stage, history) and its
// message thread; another candidate's application, or a deleted job's, is a 404.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: vi.fn() }),
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));
vi.mock("@/lib/pipeline/actions", () => ({ withdrawApplicationAction: vi.fn() }));
vi.mock("@/lib/messages/actions", () => ({ sendMessageAction: vi.fn(), reportMessageAction: vi.fn(), muteCompanyAction: vi.fn() }));

const { session } = await import("@/tests/helpers/mock-guards");
const { db } = await import("@/lib/db");
const { createApplicationRow, pipelineFixture } = await import("@/tests/pipeline/helpers");
const { postMessage } = await import("@/lib/messages/service/thread");
const { default: MyApplicationPage } = await import("@/app/candidate/applications/[id]/page");

afterEach(cleanup);

async function renderPage(id: string) {
  render(await MyApplicationPage({ params: Promise.resolve({ id }) }));
}

describe("/candidate/applications/{id}", () => {
  it("shows the candidate's application and its thread, where they wait for the company to write", async () => {
    const { candidate, application } = await pipelineFixture("applied", "Thread QA");
    session.user = candidate;
    await renderPage(application.id);

    expect(screen.getByRole("heading", { level: 1, name: "Your application" })).toBeTruthy();
    const card = screen.getByRole("article", { name: "Thread QA" });
    expect(within(card).getAllByText("Application received").length).toBeGreaterThan(0);
    expect(within(card).queryByRole("link", { name: /^Messages/ })).toBeNull();

    const thread = screen.getByRole("region", { name: "Messages" });
    expect(thread.textContent).toContain("No messages yet. The company can write to you here about this application.");
    expect((within(thread).getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(thread).getByRole("checkbox", { name: "Mute this company" })).toBeTruthy();
  });

  it("once the company has written, the candidate reads its message (links as links) and may reply", async () => {
    const { employer, candidate, application } = await pipelineFixture("shortlisted", "Thread Lead");
    await postMessage(employer, { id: application.id }, { body: "Hello <b>Asha</b>\nDetails: www.acme.example/interview" });
    session.user = candidate;
    await renderPage(application.id);

    const thread = screen.getByRole("region", { name: "Messages" });
    const item = within(within(thread).getByRole("list", { name: "Messages, oldest first" })).getByRole("listitem");
    expect(item.textContent).toContain("Hello <b>Asha</b>");
    expect(within(item).getByRole("link", { name: "www.acme.example/interview" }).getAttribute("href")).toBe("https://www.acme.example/interview");
    expect(within(item).getByRole("button", { name: /^Report message from/ })).toBeTruthy();
    expect((within(thread).getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("another candidate's application, or one of a deleted job, is not found", async () => {
    const { job, application } = await pipelineFixture("applied", "Thread Dev");
    const { candidate: other } = await createApplicationRow(job.id, "applied", "Someone Else");
    session.user = other;
    await expect(renderPage(application.id)).rejects.toThrow("NEXT_NOT_FOUND");
    await expect(renderPage("no-such-application")).rejects.toThrow("NEXT_NOT_FOUND");

    const { candidate, application: own, job: deleted } = await pipelineFixture("applied", "Thread Gone");
    await db.job.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    session.user = candidate;
    await expect(renderPage(own.id)).rejects.toThrow("NEXT_NOT_FOUND");
  });
});
