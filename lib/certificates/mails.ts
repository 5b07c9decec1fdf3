// The "Certificate issued" mail (decisions.md section 15): the person hears that they completed the
// programme, with the public page's link (what they share with employers) and where to download the
// PDF. Built here, sent by the results service after the commit, once per certificate (sendOnce).
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { siteUrl } from "@/lib/site/url";

/** The sendOnce key of a certificate's mail. */
export const certificateMailKey = (code: string) => `certificate-issued:${code}`;

/** The subject's first words, which clients and tests rely on. */
export const CERTIFICATE_SUBJECT_PREFIX = "Certificate issued";

/** The candidate's page that lists their certificates and their PDFs. */
export const TRAINING_PAGE_PATH = "/candidate/training";

export function certificateIssuedMail(opts: { to: string; name: string; programme: string; score: number; skills: readonly string[]; verifyUrl: string }): Mail {
  const trainingLink = `${siteUrl()}${TRAINING_PAGE_PATH}`;
  const lead = `Congratulations: you completed ${opts.programme} with a score of ${opts.score}.`;
  const skills = opts.skills.length > 0 ? `Your profile now shows these skills as verified: ${opts.skills.join(", ")}.` : "";
  return {
    to: opts.to,
    subject: `${CERTIFICATE_SUBJECT_PREFIX}: ${opts.programme}`,
    text: [
      `Hello ${opts.name},`,
      "",
      lead,
      ...(skills ? [skills] : []),
      "",
      `Your certificate, which anyone can verify: ${opts.verifyUrl}`,
      `Download it as a PDF from ${trainingLink}`,
    ].join("\n"),
    html: mailLayout({
      title: CERTIFICATE_SUBJECT_PREFIX,
      bodyHtml: `<p>Hello ${escapeHtml(opts.name)},</p>
<p>Congratulations: you completed <strong>${escapeHtml(opts.programme)}</strong> with a score of ${opts.score}.</p>
${skills ? `<p>${escapeHtml(skills)}</p>` : ""}
<p><a href="${escapeHtml(opts.verifyUrl)}" style="color:#1d4ed8">See your certificate</a> (anyone you share this link with can verify it).</p>
<p>Download it as a PDF from <a href="${escapeHtml(trainingLink)}" style="color:#1d4ed8">your training page</a>.</p>`,
    }),
  };
}
