// @vitest-environment happy-dom
// An application's message thread (decisions.md section 16): messages as plain text with their links,
// sending, the candidate waiting for the company's first message, Report and Mute, and new messages
// arriving live from the stream (once, whatever the order of the stream and the send's answer).
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MessageJson, MessagesJson } from "@/lib/messages/contract";

const actions = vi.hoisted(() => ({ sendMessageAction: vi.fn(), reportMessageAction: vi.fn(), muteCompanyAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
const api = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock("@/lib/messages/actions", () => actions);
vi.mock("@/lib/client/toast", () => toast);
vi.mock("@/lib/client/api", () => api);

const { MessageThread } = await import("@/components/messages/message-thread");

/** The browser's EventSource, driven by the test: `emit` delivers one `message` event, `fire` any other. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  emit(data: string) {
    this.fire("message", data);
  }
  fire(type: string, data = "") {
    const event = new MessageEvent(type, { data });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

beforeEach(() => {
  vi.clearAllMocks();
  api.apiRequest.mockResolvedValue({ ok: true, data: { messages: [], canReply: true, muted: false } });
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function message(overrides: Partial<MessageJson>): MessageJson {
  return {
    id: "m1",
    body: "Hello",
    from: "company",
    author: "Priya Recruiter",
    createdAt: "2026-11-20T05:00:00.000Z",
    readAt: null,
    ...overrides,
  };
}

function thread(overrides: Partial<MessagesJson> = {}): MessagesJson {
  return { messages: [], canReply: true, muted: false, ...overrides };
}

function renderThread(viewer: "company" | "candidate", initial: MessagesJson) {
  render(<MessageThread applicationId="app-1" viewer={viewer} initial={initial} />);
  return screen.getByRole("region", { name: "Messages" });
}

function listItems() {
  return within(screen.getByRole("list", { name: "Messages, oldest first" })).getAllByRole("listitem");
}

describe("MessageThread", () => {
  it("shows each message's author, time and body with its line breaks", () => {
    const region = renderThread("company", thread({ messages: [message({ body: "Line one\nLine two" }), message({ id: "m2", from: "candidate", author: "Asha Rao", body: "Thanks", createdAt: "2026-11-20T06:30:00.000Z" })] }));
    const items = listItems();
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain("Priya Recruiter");
    expect(within(items[0]).getByText("Nov 20, 2026, 10:30 AM IST").getAttribute("datetime")).toBe("2026-11-20T05:00:00.000Z");
    const body = within(items[0]).getByText(/Line one/);
    expect(body.textContent).toBe("Line one\nLine two");
    expect(body.closest("p")?.className).toContain("whitespace-pre-wrap");
    expect(items[1].textContent).toContain("Asha Rao");
    expect(within(region).getByLabelText(/^Your message/).tagName).toBe("TEXTAREA");
  });

  it("links are anchors with rel and target; HTML stays text", () => {
    renderThread("candidate", thread({ messages: [message({ body: 'See www.acme.example/jobs. <b>x</b> <img src=x onerror="alert(1)"> javascript:alert(1)' })] }));
    const item = listItems()[0];
    const links = within(item).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0].textContent).toBe("www.acme.example/jobs");
    expect(links[0].getAttribute("href")).toBe("https://www.acme.example/jobs");
    expect(links[0].getAttribute("rel")).toBe("noopener nofollow ugc");
    expect(links[0].getAttribute("target")).toBe("_blank");
    expect(item.querySelector("b")).toBeNull();
    expect(item.querySelector("img")).toBeNull();
    expect(item.textContent).toContain('<b>x</b> <img src=x onerror="alert(1)"> javascript:alert(1)');
  });

  it("empty threads say who writes first", () => {
    renderThread("company", thread());
    expect(screen.getByText("No messages yet. Write to the candidate to start the conversation.")).toBeTruthy();
    cleanup();
    renderThread("candidate", thread({ canReply: false }));
    expect(screen.getByText("No messages yet. The company can write to you here about this application.")).toBeTruthy();
  });

  it("sends the message (line breaks kept), shows it once and empties the field; a count shows the length", async () => {
    const sent = message({ id: "m9", body: "Hi Asha\nCan you come on Monday?", createdAt: "2026-11-21T05:00:00.000Z" });
    actions.sendMessageAction.mockResolvedValue({ ok: true, data: sent, message: "Message sent" });
    renderThread("company", thread());
    const field = screen.getByLabelText(/^Your message/);
    await userEvent.type(field, "Hi Asha{Enter}Can you come on Monday?");
    expect(screen.getByText("31 of 5000 characters")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(actions.sendMessageAction).toHaveBeenCalledWith({ applicationId: "app-1", body: "Hi Asha\nCan you come on Monday?" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Message sent");
    expect(listItems()).toHaveLength(1);
    expect(listItems()[0].textContent).toContain("Can you come on Monday?");
    expect((field as HTMLTextAreaElement).value).toBe("");

    // The stream then delivers the same message: it is not shown twice, nor announced.
    FakeEventSource.instances[0].emit(JSON.stringify(sent));
    expect(listItems()).toHaveLength(1);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe("");
  });

  it("a blank message is refused at the field; a server refusal is said next to the button", async () => {
    renderThread("company", thread());
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(actions.sendMessageAction).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Your message/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please write a message")).toBeTruthy();

    actions.sendMessageAction.mockResolvedValue({ ok: false, code: "NOT_ALLOWED", status: 403, message: "You cannot write yet" });
    await userEvent.type(screen.getByLabelText(/^Your message/), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toBe("You cannot write yet");
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  it("the candidate cannot send before the company wrote, and may once its first message arrives live", () => {
    renderThread("candidate", thread({ canReply: false }));
    const field = screen.getByLabelText(/^Your message/);
    expect((field as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    const hint = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("You can reply once the company has written to you.");

    FakeEventSource.instances[0].emit(JSON.stringify(message({})));
    expect((screen.getByLabelText(/^Your message/) as HTMLTextAreaElement).disabled).toBe(false);
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a message from the stream is appended once and announced; malformed events are ignored; the stream closes on unmount", () => {
    const { unmount } = render(<MessageThread applicationId="app-1" viewer="candidate" initial={thread({ messages: [message({})] })} />);
    const source = FakeEventSource.instances[0];
    expect(source.url).toBe("/api/v1/applications/app-1/messages/stream");

    const next = message({ id: "m2", body: "Are you free on Monday?", createdAt: "2026-11-20T07:00:00.000Z" });
    source.emit(JSON.stringify(next));
    source.emit(JSON.stringify(next));
    source.emit(JSON.stringify(message({})));
    source.emit("not json");
    source.emit(JSON.stringify({ id: "m3" }));
    expect(listItems().map((item) => item.textContent)).toEqual([expect.stringContaining("Hello"), expect.stringContaining("Are you free on Monday?")]);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe("New message from Priya Recruiter: Are you free on Monday?");

    unmount();
    expect(source.closed).toBe(true);
  });

  it("when the stream opens or asks to resync, the thread is read again and what was missed is added once", async () => {
    const missed = message({ id: "m2", body: "Sent while you were connecting", createdAt: "2026-11-20T06:00:00.000Z" });
    api.apiRequest.mockResolvedValue({ ok: true, data: { messages: [message({}), missed], canReply: true, muted: false } });
    renderThread("company", thread({ messages: [message({})] }));
    const source = FakeEventSource.instances[0];
    source.fire("open");
    expect(api.apiRequest).toHaveBeenCalledWith("GET", "/applications/app-1/messages", expect.objectContaining({ signal: expect.any(AbortSignal) }));
    await screen.findByText("Sent while you were connecting");
    expect(listItems()).toHaveLength(2);

    source.fire("resync");
    expect(api.apiRequest).toHaveBeenCalledTimes(2);
    await act(async () => {});
    expect(listItems()).toHaveLength(2);
  });

  it("a stream the browser gave up on says to reload; a dropped one it retries says nothing", () => {
    renderThread("company", thread());
    const source = FakeEventSource.instances[0];
    source.fire("error");
    expect(screen.queryByRole("status")).toBeNull();
    source.readyState = FakeEventSource.CLOSED;
    source.fire("error");
    expect(screen.getByRole("status").textContent).toBe("New messages no longer appear by themselves. Reload the page to see them.");
  });

  it("the company sees no Report and no Mute", () => {
    renderThread("company", thread({ messages: [message({}), message({ id: "m2", from: "candidate", author: "Asha Rao" })] }));
    expect(screen.queryByRole("button", { name: /^Report/ })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Mute this company" })).toBeNull();
  });

  it("the candidate reports a company's message in a dialog with optional details", async () => {
    actions.reportMessageAction.mockResolvedValue({ ok: true, data: null, message: "Message reported" });
    renderThread("candidate", thread({ messages: [message({}), message({ id: "m2", from: "candidate", author: "Asha Rao", createdAt: "2026-11-20T06:00:00.000Z" })] }));
    const reports = screen.getAllByRole("button", { name: /^Report/ });
    expect(reports).toHaveLength(1);
    expect(reports[0].getAttribute("aria-label")).toBe("Report message from Priya Recruiter, Nov 20, 2026, 10:30 AM IST");

    await userEvent.click(reports[0]);
    const dialog = screen.getByRole("dialog", { name: "Report message" });
    const details = within(dialog).getByLabelText(/^Details/);
    expect(details.tagName).toBe("TEXTAREA");
    await userEvent.type(details, "Asked for a fee");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(actions.reportMessageAction).toHaveBeenCalledWith({ messageId: "m1", details: "Asked for a fee" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Message reported");
    // The dialog closes on the state update after the toast: wait for it rather than race it.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: /^Report/ })).toBeNull();
    expect(listItems()[0].textContent).toContain("Reported");
  });

  it("a message reported before: the dialog closes and the message says Reported; another refusal stays in the dialog", async () => {
    renderThread("candidate", thread({ messages: [message({}), message({ id: "m2", createdAt: "2026-11-20T06:00:00.000Z" })] }));
    const [first, second] = screen.getAllByRole("button", { name: /^Report/ });

    actions.reportMessageAction.mockResolvedValue({ ok: false, code: "NOT_FOUND", status: 404, message: "Message not found." });
    await userEvent.click(second);
    let dialog = screen.getByRole("dialog", { name: "Report message" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(actions.reportMessageAction).toHaveBeenCalledWith({ messageId: "m2", details: undefined });
    expect(within(dialog).getByRole("alert").textContent).toBe("Message not found.");
    expect(toast.toastError).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    actions.reportMessageAction.mockResolvedValue({ ok: false, code: "ALREADY_REPORTED", status: 409, message: "You have already reported this message." });
    await userEvent.click(first);
    dialog = screen.getByRole("dialog", { name: "Report message" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(toast.toastError).toHaveBeenCalledWith("You have already reported this message.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(listItems()[0].textContent).toContain("Reported");
    expect(screen.getAllByRole("button", { name: /^Report/ })).toHaveLength(1);
  });

  it("the candidate mutes and unmutes the company; a refusal leaves the box as it was", async () => {
    renderThread("candidate", thread({ messages: [message({})] }));
    const box = screen.getByRole("checkbox", { name: "Mute this company" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "You will not be notified about this company's messages. They stay here.",
    );

    actions.muteCompanyAction.mockResolvedValue({ ok: true, data: { muted: true } });
    await userEvent.click(box);
    expect(actions.muteCompanyAction).toHaveBeenCalledWith({ applicationId: "app-1", muted: true });
    expect(box.checked).toBe(true);

    actions.muteCompanyAction.mockResolvedValue({ ok: false, code: "INTERNAL", status: 500, message: "Something went wrong" });
    await userEvent.click(box);
    expect(actions.muteCompanyAction).toHaveBeenLastCalledWith({ applicationId: "app-1", muted: false });
    expect(box.checked).toBe(true);
    expect(toast.toastError).toHaveBeenCalledWith("Something went wrong");
  });

  it("a muted thread starts checked", () => {
    renderThread("candidate", thread({ muted: true }));
    expect((screen.getByRole("checkbox", { name: "Mute this company" }) as HTMLInputElement).checked).toBe(true);
  });
});
