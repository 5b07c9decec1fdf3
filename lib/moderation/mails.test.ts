import { describe, expect, it } from "vitest";
import { jobDecisionMail } from "@/lib/moderation/mails";

const base = { to: "hr@example.com", orgName: "Acme <Labs>", post: "QA Engineer", reason: null };

describe("jobDecisionMail", () => {
  it("tells an approved company its approved job is visible now", () => {
    const mail = jobDecisionMail({ ...base, status: "approved", employerApproved: true });
    expect(mail.subject).toBe('Your job "QA Engineer" has been approved');
    expect(mail.text).toContain("is now visible to candidates");
  });

  it("does not promise visibility while the company itself is not approved", () => {
    const mail = jobDecisionMail({ ...base, status: "approved", employerApproved: false });
    expect(mail.text).not.toContain("now visible");
    expect(mail.text).toContain("Candidates will see it once your company profile is approved.");
    expect(mail.html).toContain("Acme &lt;Labs&gt;");
  });

  it("gives the reason of a rejection", () => {
    const mail = jobDecisionMail({ ...base, status: "rejected", reason: "Salary missing", employerApproved: true });
    expect(mail.text).toContain("will not be shown to candidates");
    expect(mail.text).toContain("Salary missing");
  });
});
