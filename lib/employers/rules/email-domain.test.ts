import { describe, expect, it } from "vitest";
import { emailDomain, emailDomainSignal, isFreeMailDomain, websiteHost } from "@/lib/employers/rules/email-domain";

describe("emailDomainSignal", () => {
  it("match: the e-mail is on the website's domain, a subdomain or its parent, www. ignored", () => {
    expect(emailDomainSignal("hr@acme.in", "https://acme.in")).toBe("match");
    expect(emailDomainSignal("hr@acme.in", "https://www.acme.in/careers")).toBe("match");
    expect(emailDomainSignal("HR@Acme.IN", "acme.in")).toBe("match");
    expect(emailDomainSignal("hr@mail.acme.co.in", "https://acme.co.in")).toBe("match");
    expect(emailDomainSignal("hr@acme.co.in", "https://careers.acme.co.in")).toBe("match");
    expect(emailDomainSignal("hr@acme.in", "http://acme.in:8080/jobs?x=1")).toBe("match");
  });

  it("free: a free-mail provider, whatever the website", () => {
    for (const email of [
      "someone@gmail.com",
      "someone@yahoo.co.in",
      "someone@yahoo.com",
      "someone@outlook.com",
      "someone@hotmail.co.uk",
      "someone@live.com",
      "someone@icloud.com",
      "someone@rediffmail.com",
      "someone@proton.me",
      "someone@protonmail.com",
      "someone@aol.com",
      "someone@zohomail.in",
      "someone@yandex.ru",
      "someone@gmx.de",
      "someone@mail.com",
    ]) {
      expect(emailDomainSignal(email, "https://acme.in"), email).toBe("free");
    }
    expect(emailDomainSignal("someone@gmail.com", null)).toBe("free");
  });

  it("mismatch: another domain, no website, or only a shared public suffix", () => {
    expect(emailDomainSignal("hr@acme.in", "https://acme-jobs.in")).toBe("mismatch");
    expect(emailDomainSignal("hr@notacme.in", "https://acme.in")).toBe("mismatch");
    expect(emailDomainSignal("hr@acme.in", null)).toBe("mismatch");
    expect(emailDomainSignal("hr@acme.in", "")).toBe("mismatch");
    expect(emailDomainSignal("hr@acme.in", "not a website")).toBe("mismatch");
    // co.in is everyone's: a website of "co.in" must not vouch for every .co.in address.
    expect(emailDomainSignal("hr@acme.co.in", "https://co.in")).toBe("mismatch");
    expect(emailDomainSignal("hr@acme.com.au", "https://com.au")).toBe("mismatch");
    expect(emailDomainSignal("no-at-sign", "https://acme.in")).toBe("mismatch");
  });

  it("does not take look-alike brands for free mail", () => {
    expect(isFreeMailDomain("yahoo.co.in")).toBe(true);
    expect(isFreeMailDomain("yahoofinance-partners.in")).toBe(false);
    expect(isFreeMailDomain("live.acme.in")).toBe(false);
    expect(emailDomainSignal("hr@outlook-consulting.in", "https://outlook-consulting.in")).toBe("match");
  });

  it("parses the parts", () => {
    expect(emailDomain("a@b@Acme.in.")).toBe("acme.in");
    expect(websiteHost("WWW.Acme.in/")).toBe("acme.in");
    expect(websiteHost("localhost")).toBeNull();
    expect(websiteHost(undefined)).toBeNull();
  });
});
