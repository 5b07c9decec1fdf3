import { describe, expect, it } from "vitest";
import { FEE_PHRASES, feePhrases, jobSignals, offSiteContact } from "@/lib/job-posting/rules/job-signals";

describe("feePhrases", () => {
  it("finds each listed phrase, in any case, singular or plural, and reports it once", () => {
    expect(feePhrases("Candidates must pay a Registration Fees of Rs. 500 before the interview.")).toEqual([
      "registration fee",
      "fee of Rs",
    ]);
    expect(feePhrases("REGISTRATION CHARGES apply. Registration charge is non-negotiable.")).toEqual(["registration charge"]);
    expect(feePhrases("A refundable security deposit is collected at joining.")).toEqual(["security deposit", "refundable deposit"]);
    expect(feePhrases("Processing fee ₹999, training charges extra, joining fee on day one.")).toEqual([
      "processing fee",
      "training fee",
      "joining fee",
    ]);
    expect(feePhrases("Pay to apply: application fee of ₹250 and an interview fee.")).toEqual([
      "pay to apply",
      "application fee",
      "interview fee",
      "fee of Rs",
    ]);
    expect(feePhrases("Documentation charges of INR 1500 and a deposit of Rs 2000.")).toEqual(["documentation charges", "deposit of Rs"]);
    expect(feePhrases("Fees of ₹ 300 payable online")).toEqual(["fee of Rs"]);
  });

  it("reads words whole: no phrase inside other words, none across a fee that is not asked", () => {
    expect(feePhrases("Preregistration feeds the CRM; handle registrations and fees of vendors.")).toEqual([]);
    expect(feePhrases("Build payment APIs; processing of fees for clients in Rs (reports).")).toEqual([]);
    expect(feePhrases("Full stack developer, React and Node.js, 6-9 LPA, 2024 batch, Pune 411001.")).toEqual([]);
  });

  it("does not report a fee the posting says it never asks for", () => {
    expect(feePhrases("There is no registration fee.")).toEqual([]);
    expect(feePhrases("We never ask for a security deposit or any processing fee")).toEqual([]);
    expect(feePhrases("We do not charge any joining fee; selection is on merit.")).toEqual([]);
    expect(feePhrases("Free of registration charges")).toEqual([]);
    // The negation belongs to another clause: the fee is asked.
    expect(feePhrases("No experience needed. Registration fee Rs 500.")).toEqual(["registration fee"]);
    expect(feePhrases("No interview, registration fee only")).toEqual(["registration fee"]);
  });

  it("keeps every phrase in one list, each findable by its own words", () => {
    for (const { phrase, pattern } of FEE_PHRASES) {
      const sample = phrase === "fee of Rs" ? "fee of Rs 100" : phrase === "deposit of Rs" ? "deposit of Rs 100" : phrase;
      expect(pattern.test(sample), phrase).toBe(true);
      expect(feePhrases(`Please note: ${sample.toUpperCase()}.`), phrase).toEqual([phrase]);
    }
  });
});

describe("offSiteContact", () => {
  it("finds Indian mobile numbers written the usual ways", () => {
    for (const text of [
      "Call 9876543210 for details",
      "Call +91 98765 43210",
      "Contact +91-9876543210",
      "Ring 0091 9876543210",
      "Ring 91 9876543210",
      "Ring 09876543210",
      "SMS 98765-43210",
      "Phone: 987-654-3210",
      "Phone: 9876 543 210",
      "Reach 6123456789 today",
    ]) {
      expect(offSiteContact(text), text).toBe(true);
    }
  });

  it("finds landlines, e-mail addresses and messaging apps", () => {
    for (const text of [
      "Office 020-24567890",
      "Send your CV to hr.jobs@gmail.com",
      "Mail priya [at] example [dot] com",
      "WhatsApp only",
      "Call/WhatsApp on the number in our profile",
      "Message us on whats app",
      "Join our Telegram group",
      "Chat at wa.me/919876543210",
      "Join t.me/jobsgroup",
    ]) {
      expect(offSiteContact(text), text).toBe(true);
    }
  });

  it("leaves years, salaries, PIN codes, ranges and other numbers alone", () => {
    for (const text of [
      "Salary 6 LPA, 2024 and 2025 batches",
      "CTC 600000 - 900000 a year",
      "₹60000-80000 a month",
      "Stipend 60000 80000",
      "Office at Kothrud, Pune 411038",
      "Experience 2-5 years; openings 10; shift 9-6",
      "Batches 2019-2023 and 2020-2024",
      "Order id 12345678901234",
      "Employee 98765432101 digits too many",
      "Our number 5876543210 does not start like a mobile",
      "Build REST APIs for the payments team.",
    ]) {
      expect(offSiteContact(text), text).toBe(false);
    }
  });
});

describe("jobSignals", () => {
  it("reads post, description and payroll, each on its own line, and carries the stored duplicate", () => {
    expect(jobSignals({ post: "Data Entry", description: "Work from home.", payroll: "Joining fee 500", duplicateOfId: "job_1" })).toEqual({
      duplicateOf: "job_1",
      feePhrases: ["joining fee"],
      offSiteContact: false,
    });
    // The post's 98765 and the description's 43210 are not one number.
    expect(jobSignals({ post: "Clerk 98765", description: "43210 forms a day", payroll: "3 LPA", duplicateOfId: null })).toEqual({
      feePhrases: [],
      offSiteContact: false,
    });
  });
});
