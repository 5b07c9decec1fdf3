// The team invitation mail names the company once per sentence (issue 44): the account that signed a
// company up carries the company's name, so "Acme invites you to join the hiring team of Acme" said it
// twice; and the role with its article ("as an interviewer", never "as interviewer" or "a interviewer").
import { describe, expect, it } from "vitest";
import { teamInvitationMail } from "@/lib/teams/mails/invitations";

const base = { to: "new@example.com", token: "tok", expiresAt: new Date("2030-01-08T10:00:00Z"), days: 7 } as const;

describe("teamInvitationMail", () => {
  it("the owner who signed the company up: the company once", () => {
    const mail = teamInvitationMail({ ...base, orgName: "Acme Tools", inviterName: "Acme Tools", role: "interviewer" });
    expect(mail.subject).toBe("Join Acme Tools on TalentBridge");
    expect(mail.text).toContain("Acme Tools invites you to join its hiring team on TalentBridge, as an interviewer.");
    const lead = mail.text.split("\n").find((line) => line.includes("invites you"))!;
    expect(lead.match(/Acme Tools/g)).toHaveLength(1);
    expect(mail.text).not.toMatch(/\ba interviewer\b|as interviewer\b/);
  });

  it("a member by name: who invites, to which company", () => {
    const mail = teamInvitationMail({ ...base, orgName: "Acme Tools", inviterName: "Olivia Owner", role: "recruiter" });
    expect(mail.text).toContain("Olivia Owner invites you to join the hiring team of Acme Tools on TalentBridge, as a recruiter.");
    expect(mail.html).toContain("as a recruiter.");
  });
});
