// The Resend adapter with the SDK replaced: what it sends, and that a refusal is a MailError
// (which the sign-up code turns into 503 'Failed to send OTP').
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const resend = vi.hoisted(() => ({
  keys: [] as string[],
  sent: [] as Record<string, unknown>[],
  reply: { data: { id: "msg_1" }, error: null } as { data: unknown; error: { name: string; message: string } | null },
}));

vi.mock("resend", () => ({
  Resend: class {
    constructor(key: string) {
      resend.keys.push(key);
    }
    emails = {
      send: async (message: Record<string, unknown>) => {
        resend.sent.push(message);
        return resend.reply;
      },
    };
  },
}));

async function loadMailer() {
  vi.stubEnv("RESEND_API_KEY", "re_test_key");
  vi.stubEnv("MAIL_FROM", "Portal <no-reply@portal.example>");
  vi.stubEnv("MAIL_DRIVER", "");
  vi.resetModules(); // lib/env caches the settings it read
  return import("@/lib/email");
}

const mail = { to: "asha@example.com", subject: "Your code", text: "Your verification code is AB12", html: "<p>AB12</p>" };

afterEach(() => {
  vi.unstubAllEnvs();
  resend.sent.length = 0;
  resend.keys.length = 0;
  resend.reply = { data: { id: "msg_1" }, error: null };
});

describe("sendMail through Resend", () => {
  it("sends from MAIL_FROM with the text and HTML parts, using the API key", async () => {
    const { sendMail } = await loadMailer();
    await sendMail(mail);
    expect(resend.keys).toEqual(["re_test_key"]);
    expect(resend.sent).toEqual([{ from: "Portal <no-reply@portal.example>", ...mail }]);
  });

  it("turns a refusal into a MailError that names the reason but not the key", async () => {
    const { sendMail, MailError } = await loadMailer();
    resend.reply = { data: null, error: { name: "validation_error", message: "Invalid `to` field" } };
    const error = await sendMail(mail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect((error as Error).message).toBe("Mail provider refused the message: validation_error");
    expect((error as Error).message).not.toContain("re_test_key");
  });
});

describe("header injection (issue 29)", () => {
  it("strips CR, LF and other control characters from the subject, header values and file names", async () => {
    const { sendMail } = await loadMailer();
    await sendMail({
      ...mail,
      subject: "New application for Probe\r\nBcc: x@y.example",
      headers: { "List-Unsubscribe": "<https://portal.example/u?t=1>\r\nBcc: x@y.example" },
      attachments: [{ filename: "cv\n.pdf", contentType: "application/pdf", content: "JVBE" }],
    });
    const [sent] = resend.sent as (typeof mail & { headers: Record<string, string>; attachments: { filename: string }[] })[];
    expect(sent.subject).toBe("New application for Probe Bcc: x@y.example");
    expect(sent.headers["List-Unsubscribe"]).toBe("<https://portal.example/u?t=1> Bcc: x@y.example");
    expect(sent.attachments[0].filename).toBe("cv .pdf");
    expect(JSON.stringify([sent.subject, sent.headers, sent.attachments])).not.toMatch(/\\[rnt]|[\r\n\t]/);
    // The body keeps its line breaks.
    expect(sent.text).toBe(mail.text);
  });

  it("strips them on the outbox path too", async () => {
    vi.stubEnv("MAIL_DRIVER", "outbox");
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    vi.stubEnv("MAIL_OUTBOX", path.join(dir, "outbox.jsonl"));
    vi.resetModules();
    const { sendMail } = await import("@/lib/email");
    await sendMail({ ...mail, subject: "Alert\r\nBcc: x@y.example\t" });
    const line = JSON.parse((await readFile(path.join(dir, "outbox.jsonl"), "utf8")).trim()) as { subject: string };
    expect(line.subject).toBe("Alert Bcc: x@y.example");
  });
});
