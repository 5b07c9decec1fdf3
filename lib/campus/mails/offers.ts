// The mails of offers (decisions.md section 18), sent after the change is committed: a new offer to
// the student; a revoked offer to the student (with what to do next) and to the placement officer.
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDay } from "@/lib/format/date";
import { siteUrl } from "@/lib/site/url";
import { formatRupees } from "@/lib/campus/rules/common";
import { MY_OFFERS_PATH, RECOMMENDED_JOBS_PATH, TRAINING_PATH } from "@/lib/campus/rules/offers";

type OfferFacts = { company: string; drive: string; salary: number; joiningDate: string };

function mail(to: string, subject: string, paragraphs: string[], links: { label: string; path: string }[]): Mail {
  const absolute = links.map((link) => ({ ...link, url: `${siteUrl()}${link.path}` }));
  const bodyHtml = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...absolute.map((link) => `<p><a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></p>`),
  ].join("\n");
  return {
    to,
    subject,
    text: [...paragraphs, "", ...absolute.map((link) => `${link.label}: ${link.url}`)].join("\n"),
    html: mailLayout({ title: subject, bodyHtml }),
  };
}

/** To the student: 'Offer from <company>', the salary and joining date, and where to answer. */
export function offerMadeMail(to: string, name: string, offer: OfferFacts): Mail {
  return mail(
    to,
    `Offer from ${offer.company}`,
    [
      `Hello ${name},`,
      `${offer.company} has made you an offer in its campus drive "${offer.drive}": ${formatRupees(offer.salary)} a year, joining on ${formatDay(offer.joiningDate)}.`,
      "Accept or decline it on your offers page. Your institute's placement policy applies when you accept.",
    ],
    [{ label: "My offers", path: MY_OFFERS_PATH }],
  );
}

/** To the student: the offer was revoked, and where to look next (recommended jobs, training). */
export function offerRevokedMail(to: string, name: string, offer: OfferFacts, reason: string | null): Mail {
  return mail(
    to,
    `Your offer from ${offer.company} was revoked`,
    [
      `Hello ${name},`,
      `We are sorry: ${offer.company} has revoked its offer from the drive "${offer.drive}".${reason ? ` The reason given: ${reason}` : ""}`,
      "The offer no longer counts under your institute's placement policy, so you may register for your institute's drives again. Meanwhile, here are jobs matching your skills and upcoming training batches.",
    ],
    [
      { label: "Jobs recommended for you", path: RECOMMENDED_JOBS_PATH },
      { label: "Upcoming training batches", path: TRAINING_PATH },
    ],
  );
}

/** To the university's placement officer: '<student>'s offer from <company> was revoked'. */
export function offerRevokedOfficerMail(to: string, student: { name: string; rollNo: string }, offer: OfferFacts, reason: string | null, link: string): Mail {
  return mail(
    to,
    `${student.name}'s offer from ${offer.company} was revoked`,
    [
      `${offer.company} has revoked the offer it made to ${student.name} (roll number ${student.rollNo}) in the drive "${offer.drive}".${reason ? ` The reason given: ${reason}` : ""}`,
      "The student may register for drives again under your placement policy; we have pointed them to recommended jobs and training.",
    ],
    [{ label: "The drive's offers", path: link }],
  );
}
