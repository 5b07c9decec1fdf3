// The staffing desk's mails (decisions.md section 17). Built here, sent by the services after the
// change they announce is committed (sendOnce, keyed by the submittal). Every piece of text is a
// person's words or a name: escaped in the HTML; the pitch keeps its line breaks.
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { experienceText, jobPath, rejectReasonLabel } from "@/lib/desk/rules/submittals";
import { siteUrl } from "@/lib/site/url";

type Link = { label: string; href: string };
type MailParts = { to: string; subject: string; title: string; greeting?: string; lines: string[]; quote?: { lead: string; text: string }; links: Link[] };

const quoteHtml = (text: string) =>
  `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #cbd5e1">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</blockquote>`;

/** One mail from its parts: the text version line by line, the HTML one escaped. */
function compose({ to, subject, title, greeting, lines, quote, links }: MailParts): Mail {
  const text = [
    ...(greeting ? [`Hello ${greeting},`, ""] : []),
    ...lines,
    ...(quote ? ["", quote.lead, quote.text] : []),
    "",
    ...links.map((link) => `${link.label}: ${link.href}`),
  ];
  const html = [
    greeting ? `<p>Hello ${escapeHtml(greeting)},</p>` : "",
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    quote ? `<p>${escapeHtml(quote.lead)}</p>${quoteHtml(quote.text)}` : "",
    ...links.map((link) => `<p><a href="${escapeHtml(link.href)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></p>`),
  ];
  return { to, subject, text: text.join("\n"), html: mailLayout({ title, bodyHtml: html.filter(Boolean).join("\n") }) };
}

const page = (path: string) => `${siteUrl()}${path}`;

/** sendOnce keys: one mail per submittal, step and person, however often a step is retried. */
export const submittalMailKey = (submittalId: string, step: string, userId: string) => `submittal:${submittalId}:${step}:${userId}`;

/** The consent request's subject, also the candidate's notification title. */
export const consentSubject = (post: string, orgName: string) => `TalentBridge would like to put you forward for ${post} at ${orgName}`;

type ConsentFacts = { to: string; candidateName: string; jobId: string; post: string; orgName: string; city: string; pay: string; recruiterName: string; pitch: string };

/** To the candidate: may the desk put them forward? The job's title, company, city and pay, and its page. */
export function consentRequestMail(opts: ConsentFacts): Mail {
  return compose({
    to: opts.to,
    subject: consentSubject(opts.post, opts.orgName),
    title: "May we put you forward?",
    greeting: opts.candidateName,
    lines: [
      `${opts.recruiterName} of TalentBridge thinks you fit ${opts.post} at ${opts.orgName} (${opts.city}) and would like to put you forward.`,
      `Pay: ${opts.pay}`,
      "Nothing is sent to the company unless you accept. If you accept, the company sees your name, city, experience and skills; your contact details only once it decides to consider you.",
    ],
    quote: { lead: "Why we think you fit:", text: opts.pitch },
    links: [
      { label: "Read the job", href: page(jobPath(opts.jobId)) },
      { label: "Accept or decline", href: page("/candidate/submittals") },
    ],
  });
}

/** The company's mail subject and notification title once the candidate has agreed. */
export const companySubject = (post: string) => `TalentBridge has put forward a candidate for ${post}`;

export type CandidateFacts = { name: string; city: string | null; workExperience: number | null; skills: { name: string; level: number; verified: boolean }[] };

/** The candidate as the company may see them before accepting: no e-mail, phone, address or documents. */
function factLines(candidate: CandidateFacts): string[] {
  const skills = candidate.skills.map((s) => `${s.name} (level ${s.level}${s.verified ? ", verified by TalentBridge" : ""})`).join(", ");
  return [
    `Candidate: ${candidate.name}`,
    ...(candidate.city ? [`City: ${candidate.city}`] : []),
    ...(experienceText(candidate.workExperience) ? [`Experience: ${experienceText(candidate.workExperience)}`] : []),
    ...(skills ? [`Skills: ${skills}`] : []),
  ];
}

/**
 * To each owner and recruiter of the company: a candidate who agreed to be put forward, the pitch,
 * the applicants page and the signed links (Accept / Reject open a confirmation page; nothing is decided
 * by opening a link, since mail scanners follow links).
 */
export function companySubmittalMail(opts: { to: string; jobId: string; post: string; recruiterName: string; pitch: string; candidate: CandidateFacts; token: string; days: number }): Mail {
  const review = (decision: string) => page(`/submittals/review?token=${encodeURIComponent(opts.token)}&decision=${decision}`);
  return compose({
    to: opts.to,
    subject: companySubject(opts.post),
    title: "A candidate put forward by TalentBridge",
    lines: [
      `${opts.recruiterName} of TalentBridge has put forward a candidate for ${opts.post}. The candidate has agreed to it.`,
      ...factLines(opts.candidate),
      `Accept to see the full profile and contact details: the candidate joins your applicants at Screening. The links below work for ${opts.days} days.`,
    ],
    quote: { lead: "Why TalentBridge recommends them:", text: opts.pitch },
    links: [
      { label: "Accept", href: review("accept") },
      { label: "Reject", href: review("reject") },
      { label: "See your applicants", href: page(`/employer/applicant/${encodeURIComponent(opts.jobId)}`) },
    ],
  });
}

/** To the recruiter: the candidate's answer. */
export function candidateAnsweredMail(opts: { to: string; recruiterName: string; candidateName: string; post: string; orgName: string; accepted: boolean }): Mail {
  const subject = opts.accepted
    ? `${opts.candidateName} agreed to be put forward for ${opts.post}`
    : `${opts.candidateName} declined to be put forward for ${opts.post}`;
  return compose({
    to: opts.to,
    subject,
    title: opts.accepted ? "Consent given" : "Consent declined",
    greeting: opts.recruiterName,
    lines: [opts.accepted ? `${opts.orgName} has been sent the candidate's profile and your pitch.` : `Nothing was sent to ${opts.orgName}.`],
    links: [{ label: "Your submittals", href: page("/desk/submittals") }],
  });
}

/** The candidate's notification title and mail subject when the company accepts. */
export const consideredSubject = (orgName: string, post: string) => `${orgName} would like to consider you for ${post}`;
/** The same when the company does not take them forward. */
export const notTakenSubject = (orgName: string, post: string) => `An update on ${post} at ${orgName}`;

/** To the candidate: the company's decision, with kind words when it says no. */
export function candidateReviewedMail(opts: { to: string; candidateName: string; post: string; orgName: string; accepted: boolean; reason: string | null; applicationId: string | null }): Mail {
  if (opts.accepted) {
    return compose({
      to: opts.to,
      subject: consideredSubject(opts.orgName, opts.post),
      title: "Good news",
      greeting: opts.candidateName,
      lines: [`${opts.orgName} would like to consider you for ${opts.post}. Your application is now under review; you can follow it like any other.`],
      links: [{ label: "Follow your application", href: page(opts.applicationId ? `/candidate/applications/${opts.applicationId}` : "/candidate/applications") }],
    });
  }
  return compose({
    to: opts.to,
    subject: notTakenSubject(opts.orgName, opts.post),
    title: "Thank you for letting us put you forward",
    greeting: opts.candidateName,
    lines: [
      `${opts.orgName} has decided not to take your profile forward for ${opts.post} this time${opts.reason ? ` (${rejectReasonLabel(opts.reason)})` : ""}.`,
      "This says nothing about your worth: roles are often filled for reasons no profile can change. We will keep looking for a job that fits you.",
    ],
    links: [{ label: "Find more jobs", href: page("/jobs") }],
  });
}

/** To the recruiter: the company's decision. */
export function companyReviewedMail(opts: { to: string; recruiterName: string; candidateName: string; post: string; orgName: string; accepted: boolean; reason: string | null }): Mail {
  const subject = opts.accepted
    ? `${opts.orgName} accepted ${opts.candidateName} for ${opts.post}`
    : `${opts.orgName} rejected ${opts.candidateName} for ${opts.post}`;
  return compose({
    to: opts.to,
    subject,
    title: opts.accepted ? "Submittal accepted" : "Submittal rejected",
    greeting: opts.recruiterName,
    lines: [
      opts.accepted
        ? "The candidate is now an applicant at Screening. A placement is recorded when they are hired."
        : `Reason: ${opts.reason ? rejectReasonLabel(opts.reason) : "not given"}.`,
    ],
    links: [{ label: "Your submittals", href: page("/desk/submittals") }],
  });
}
