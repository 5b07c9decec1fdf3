// The same invitations read by ical.js 2.2 (the parser calendar apps built on JavaScript use): what a
// client would see as the event's method, organizer, attendees, UID, SEQUENCE and times.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { interviewCancel, interviewRequest, type InterviewCalendar } from "@/lib/pipeline/mails/calendar";
import { sampleInvitation } from "@/tests/pipeline/ics";

// Values a careless writer breaks: commas and semicolons, quotes, a location longer than one line.
const orgName = "Acme, Pvt; Ltd";
const base: InterviewCalendar = {
  ...sampleInvitation,
  uid: "interview-app9-9f8e7d6c@talentbridge",
  sequence: 2,
  post: 'Data Analyst; "Reporting", Pune',
  orgName,
  organizer: { ...sampleInvitation.organizer, name: orgName },
  attendees: [{ name: "Asha Rao", email: "asha@test.example" }],
  interview: { ...sampleInvitation.interview, mode: "in_person", location: "Floor 4, Tower B, Magarpatta City, Hadapsar, Pune 411013 — ask for the HR desk at reception" },
};

const read = (content: string) => new ICAL.Component(ICAL.parse(Buffer.from(content, "base64").toString("utf8")));

describe("interview invitations read by ical.js", () => {
  it("a REQUEST: organizer, an attendee asked to answer, the UID, SEQUENCE and UTC times", () => {
    const calendar = read(interviewRequest(base).content);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(base.uid);
    expect(event.sequence).toBe(2);
    expect(event.summary).toBe('Interview: Data Analyst; "Reporting", Pune at Acme, Pvt; Ltd');
    expect(event.location).toBe(base.interview.location);
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-03-04T05:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2030-03-04T06:30:00.000Z");
    const organizer = vevent.getFirstProperty("organizer")!;
    expect(organizer.getFirstValue()).toBe("mailto:no-reply@talentbridge.example");
    expect(organizer.getParameter("cn")).toBe("Acme, Pvt; Ltd");
    const [attendee] = event.attendees;
    expect(attendee.getFirstValue()).toBe("mailto:asha@test.example");
    expect(attendee.getParameter("rsvp")).toBe("TRUE");
    expect(attendee.getParameter("partstat")).toBe("NEEDS-ACTION");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("a CANCEL of the same UID at a higher SEQUENCE", () => {
    const calendar = read(interviewCancel({ ...base, sequence: 3 }).content);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("uid")).toBe(base.uid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(3);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});
