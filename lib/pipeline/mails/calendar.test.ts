// The interview's iTIP messages as a calendar client reads them (decisions.md section 16): a REQUEST
// with ORGANIZER, ATTENDEEs that are asked to answer, the UID and SEQUENCE; a CANCEL of the same UID at
// a higher SEQUENCE; RFC 5545 text rules (CRLF, 75-octet folding, escaping) on awkward values.
import { describe, expect, it } from "vitest";
import { companyOrganizer, fold, interviewCancel, interviewRequest } from "@/lib/pipeline/mails/calendar";
import { icsText, parseIcs, prop, props, readInvitation, sampleInvitation } from "@/tests/pipeline/ics";

const base = sampleInvitation;

describe("interviewRequest", () => {
  it("is a REQUEST with the company as organizer and the attendees asked to answer", () => {
    const file = interviewRequest(base);
    expect(file).toMatchObject({ filename: "interview.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST" });
    const { calendar, event } = readInvitation(file.content);
    expect(prop(calendar, "METHOD").value).toBe("REQUEST");
    expect(prop(calendar, "VERSION").value).toBe("2.0");
    expect(prop(calendar, "PRODID").value).toBeTruthy();

    expect(prop(event, "UID").value).toBe(base.uid);
    expect(prop(event, "SEQUENCE").value).toBe("0");
    expect(prop(event, "STATUS").value).toBe("CONFIRMED");
    expect(prop(event, "DTSTAMP").value).toBe("20300301T100000Z");
    expect(prop(event, "DTSTART").value).toBe("20300304T053000Z");
    expect(prop(event, "DTEND").value).toBe("20300304T063000Z");
    expect(icsText(prop(event, "SUMMARY").value)).toBe("Interview: Backend Developer at Acme Pvt Ltd");
    expect(icsText(prop(event, "LOCATION").value)).toBe("https://meet.example/abc");

    const organizer = prop(event, "ORGANIZER");
    expect(organizer.value).toBe("mailto:no-reply@talentbridge.example");
    expect(organizer.params.CN).toBe("Acme Pvt Ltd");

    const attendees = props(event, "ATTENDEE");
    expect(attendees.map((a) => a.value)).toEqual(["mailto:asha@test.example", "mailto:ivan@acme.example"]);
    for (const attendee of attendees) {
      expect(attendee.params).toMatchObject({ RSVP: "TRUE", PARTSTAT: "NEEDS-ACTION", ROLE: "REQ-PARTICIPANT" });
    }
    expect(attendees.map((a) => a.params.CN)).toEqual(["Asha Rao", "Ivan Interviewer"]);
  });

  it("carries the SEQUENCE it is given (a reschedule) and leaves LOCATION out when there is none", () => {
    const { event } = readInvitation(interviewRequest({ ...base, sequence: 3, interview: { at: base.interview.at, mode: "phone" } }).content);
    expect(prop(event, "SEQUENCE").value).toBe("3");
    expect(props(event, "LOCATION")).toHaveLength(0);
  });
});

describe("interviewCancel", () => {
  it("cancels the same UID at a higher SEQUENCE", () => {
    const request = readInvitation(interviewRequest(base).content);
    const file = interviewCancel({ ...base, sequence: 1 });
    expect(file.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const { calendar, event } = readInvitation(file.content);
    expect(prop(calendar, "METHOD").value).toBe("CANCEL");
    expect(prop(event, "STATUS").value).toBe("CANCELLED");
    expect(prop(event, "UID").value).toBe(prop(request.event, "UID").value);
    expect(Number(prop(event, "SEQUENCE").value)).toBeGreaterThan(Number(prop(request.event, "SEQUENCE").value));
    expect(prop(event, "ORGANIZER").value).toBe("mailto:no-reply@talentbridge.example");
    const attendees = props(event, "ATTENDEE");
    expect(attendees.map((a) => a.value)).toEqual(["mailto:asha@test.example", "mailto:ivan@acme.example"]);
    // Nobody is asked to answer a cancellation.
    for (const attendee of attendees) expect(attendee.params.RSVP).toBeUndefined();
  });
});

describe("RFC 5545 text", () => {
  it("folds a long location at 75 octets (never inside a UTF-8 character) and reads back whole", () => {
    const location = `Tower B, 14th floor; "Conference Room", MG Road, Pune 411001 — ask at reception ₹ ${"कार्यालय ".repeat(8)}`.trim();
    const file = interviewRequest({ ...base, interview: { ...base.interview, location } });
    const raw = Buffer.from(file.content, "base64").toString("utf8");
    expect(raw.split("\r\n").filter((line) => line.startsWith(" ")).length).toBeGreaterThan(2);
    for (const line of raw.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(raw).not.toContain("\uFFFD");
    const { event } = readInvitation(file.content);
    expect(icsText(prop(event, "LOCATION").value)).toBe(location);
  });

  it("escapes TEXT and parameter values: commas, semicolons, backslashes, quotes, line breaks", () => {
    const orgName = 'Rao & Sons, "The Best"; Ltd\\India';
    const file = interviewRequest({
      ...base,
      orgName,
      organizer: { name: orgName, email: "no-reply@talentbridge.example" },
      attendees: [{ name: 'Asha "AR"\nRao', email: "asha@test.example" }],
      interview: { ...base.interview, location: "Line one\nLine two, back; slash\\" },
    });
    const { event } = readInvitation(file.content);
    expect(prop(event, "ORGANIZER").params.CN).toBe(orgName);
    expect(prop(event, "ATTENDEE").params.CN).toBe('Asha "AR"\nRao');
    expect(icsText(prop(event, "LOCATION").value)).toBe("Line one\nLine two, back; slash\\");
    expect(icsText(prop(event, "SUMMARY").value)).toBe(`Interview: Backend Developer at ${orgName}`);
  });

  it("folds exactly: 75 octets on the first line, 1 space + 74 after", () => {
    const folded = fold(`X:${"a".repeat(200)}`);
    const lines = folded.split("\r\n");
    expect(lines[0]).toHaveLength(75);
    expect(lines[1]).toHaveLength(75);
    expect(lines[1].startsWith(" ")).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(`X:${"a".repeat(200)}`);
    expect(() => parseIcs(`BEGIN:VCALENDAR\r\n${folded}\r\nEND:VCALENDAR\r\n`)).not.toThrow();
  });
});

describe("companyOrganizer", () => {
  it("is the company by name at the address our mails come from", () => {
    expect(companyOrganizer("Acme")).toEqual({ name: "Acme", email: expect.stringMatching(/^[^<>\s]+@[^<>\s]+$/) });
  });
});
