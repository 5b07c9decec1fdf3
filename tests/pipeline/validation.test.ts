// The pipeline's input rules without a database: required reason, future interview (an offset-less
// datetime-local value is India time), dropped extras, bulk limits; and the .ics invitation.
import { describe, expect, it } from "vitest";
import { interviewRequest } from "@/lib/pipeline/mails/calendar";
import { stageChangeMail } from "@/lib/pipeline/mails/candidate";
import { bulkMoveSchema, moveApplicationSchema } from "@/lib/pipeline/schemas";
import { sampleInvitation } from "@/tests/pipeline/ics";

const future = new Date(Date.now() + 2 * 86_400_000);
// The same instant written as India wall-clock time without an offset, as <input type="datetime-local"> gives it.
const istLocal = new Date(future.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 16);

describe("moveApplicationSchema", () => {
  it("reads an offset-less time as India time and normalises to UTC ISO", () => {
    const parsed = moveApplicationSchema.parse({ id: "a1", status: "interview", interview: { at: istLocal, mode: "in_person", location: " Pune " } });
    const expected = new Date(`${istLocal}:00+05:30`).toISOString();
    expect(parsed.interview).toEqual({ at: expected, mode: "in_person", location: "Pune", durationMinutes: 60 });
  });

  it("refuses a past or unreadable interview time, and a rejection without reason", () => {
    const past = moveApplicationSchema.safeParse({ id: "a1", status: "interview", interview: { at: "2020-01-01T10:00:00Z", mode: "video" } });
    expect(past.error?.issues[0]).toMatchObject({ path: ["interview", "at"], message: "The interview must be in the future" });
    const junk = moveApplicationSchema.safeParse({ id: "a1", status: "interview", interview: { at: "01/02/2030", mode: "video" } });
    expect(junk.error?.issues[0].message).toBe("Please enter the interview date and time");
    const reasonless = moveApplicationSchema.safeParse({ id: "a1", status: "rejected", reason: "" });
    expect(reasonless.error?.issues[0]).toMatchObject({ path: ["reason"], message: "Please choose a reason" });
  });

  it("drops a reason or interview sent with another stage", () => {
    const parsed = moveApplicationSchema.parse({
      id: "a1",
      status: "screening",
      reason: "other",
      interview: { at: future.toISOString(), mode: "phone" },
      message: "  ",
    });
    expect(parsed).toEqual({ id: "a1", status: "screening", reason: undefined, interview: undefined, message: undefined, note: undefined, from: undefined });
  });
});

describe("bulkMoveSchema", () => {
  it("takes 1 to 100 distinct ids", () => {
    expect(bulkMoveSchema.safeParse({ ids: ["a"], status: "screening" }).success).toBe(true);
    expect(bulkMoveSchema.safeParse({ ids: Array.from({ length: 100 }, (_, i) => `a${i}`), status: "screening" }).success).toBe(true);
    expect(bulkMoveSchema.safeParse({ ids: Array.from({ length: 101 }, (_, i) => `a${i}`), status: "screening" }).success).toBe(false);
    expect(bulkMoveSchema.safeParse({ ids: ["a", "a"], status: "screening" }).success).toBe(false);
  });
});

describe("interview mails", () => {
  it("builds the invitation at the interview's UTC time, with the UID it is given", () => {
    const details = { ...sampleInvitation, interview: { at: "2030-03-04T05:30:00.000Z", mode: "in_person" as const, location: "MG Road, Pune" } };
    const first = Buffer.from(interviewRequest(details).content, "base64").toString("utf8");
    const again = Buffer.from(interviewRequest(details).content, "base64").toString("utf8");
    expect(first).toContain("DTSTART:20300304T053000Z");
    expect(first).toContain("LOCATION:MG Road\\, Pune");
    expect(first).toContain("METHOD:REQUEST");
    const uid = /UID:(.+)/.exec(first)?.[1]?.trim();
    expect(uid).toBe(details.uid);
    expect(again).toContain(`UID:${uid}`);
  });

  it("says the time in India time and escapes every field in the HTML", () => {
    const mail = stageChangeMail({
      to: "c@test.example",
      candidateName: "<Asha>",
      post: "Analyst",
      orgName: "A&B",
      status: "interview",
      interview: { at: "2030-03-04T05:30:00.000Z", mode: "phone", location: "<call>" },
    });
    expect(mail.text).toContain("Mar 4, 2030, 11:00 AM IST");
    expect(mail.html).toContain("&lt;Asha&gt;");
    expect(mail.html).toContain("&lt;call&gt;");
    expect(mail.html).not.toContain("<Asha>");
    // The template attaches only the invitation it is given (lib/pipeline/mails/calendar builds it).
    expect(mail.attachments).toBeUndefined();
  });
});
