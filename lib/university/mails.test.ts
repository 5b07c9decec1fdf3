import { describe, expect, it } from "vitest";
import { requestDecisionMail } from "@/lib/university/mails";

const base = {
  to: "tpo@college.example",
  instituteName: "College <of> Engineering",
  kindLabel: "Sponsored batch",
  programme: "Robotics",
  startDate: "2099-01-10",
  endDate: "2099-01-20",
};

describe("requestDecisionMail", () => {
  it("tells the university its request was accepted, with the dates and the response", () => {
    const mail = requestDecisionMail({ ...base, status: "accepted", response: "Our trainer will call you." });
    expect(mail.to).toBe("tpo@college.example");
    expect(mail.subject).toBe("Your request has been accepted: Sponsored batch");
    expect(mail.text).toContain("Sponsored batch (Robotics, 2099-01-10 to 2099-01-20)");
    expect(mail.text).toContain("Our response: Our trainer will call you.");
    expect(mail.text).toContain("/university/explore");
  });

  it("a placement drive request that named no programme says only its dates", () => {
    const mail = requestDecisionMail({ ...base, kindLabel: "Campus placement drive", programme: null, status: "accepted", response: null });
    expect(mail.text).toContain("Campus placement drive (2099-01-10 to 2099-01-20)");
  });

  it("a declined request without a response has no response block", () => {
    const mail = requestDecisionMail({ ...base, status: "declined", response: null });
    expect(mail.subject).toBe("Your request has been declined: Sponsored batch");
    expect(mail.text).not.toContain("Our response");
    expect(mail.html).not.toContain("Our response");
  });

  it("escapes what the institute and the admin typed in the HTML part", () => {
    const mail = requestDecisionMail({ ...base, status: "declined", response: "<b>No</b> trainers" });
    expect(mail.html).toContain("College &lt;of&gt; Engineering");
    expect(mail.html).toContain("&lt;b&gt;No&lt;/b&gt; trainers");
    expect(mail.html).not.toContain("<b>No</b>");
  });
});
