// Does the account's e-mail belong to the company's website? An address on the company's own domain
// (or a subdomain or parent of it) means someone there controls that domain's mail; a free-mail
// address proves nothing about the company; anything else is a different organisation's domain.
// Browser-safe: plain string work, no lookups.

export type EmailDomainSignal = "match" | "free" | "mismatch";

// Providers that give anyone an address. Exact domains, plus brands that use many country domains
// (yahoo.co.in, hotmail.fr, yandex.ru, gmx.de ...), matched by their first label below.
const FREE_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "outlook.in",
  "hotmail.com",
  "live.com",
  "live.in",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "rediffmail.com",
  "rediff.com",
  "proton.me",
  "protonmail.com",
  "protonmail.ch",
  "pm.me",
  "aol.com",
  "zoho.com",
  "zohomail.com",
  "zohomail.in",
  "ymail.com",
  "rocketmail.com",
  "ya.ru",
  "mail.com",
  "email.com",
  "mail.ru",
  "inbox.com",
  "tutanota.com",
  "tuta.io",
  "fastmail.com",
  "hey.com",
]);
const FREE_BRANDS = new Set(["yahoo", "hotmail", "outlook", "live", "yandex", "gmx", "aol"]);
// A brand's country domain: "com", "in", "de", "co.in", "co.uk", "com.au" ...
const BRAND_SUFFIX = /^([a-z]{2,3})(\.[a-z]{2})?$/;

// Second-level labels under which a country domain registers names (co.in, com.au, ac.uk ...): such
// a pair is a public suffix, never one organisation, so it can never be the "parent" that matches.
const SUFFIX_SECOND_LEVEL = new Set(["co", "com", "net", "org", "gov", "ac", "edu", "res", "gen", "firm", "ind", "nic", "mil", "ltd", "plc"]);

const stripWww = (host: string) => host.replace(/^www\./, "");

/** The lower-case domain after the last "@", without a trailing dot; "" when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0 ? "" : email.slice(at + 1).trim().toLowerCase().replace(/\.$/, "");
}

/** The website's host name, lower case and without "www."; null when there is no usable website. */
export function websiteHost(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    const host = stripWww(url.hostname.toLowerCase().replace(/\.$/, ""));
    return host.includes(".") ? host : null;
  } catch {
    return null;
  }
}

export function isFreeMailDomain(domain: string): boolean {
  if (FREE_DOMAINS.has(domain)) return true;
  const dot = domain.indexOf(".");
  return dot > 0 && FREE_BRANDS.has(domain.slice(0, dot)) && BRAND_SUFFIX.test(domain.slice(dot + 1));
}

/** "co.in", "com", "ac.uk": a name no single organisation owns. */
function isPublicSuffixLike(domain: string): boolean {
  const labels = domain.split(".");
  return labels.length < 2 || (labels.length === 2 && SUFFIX_SECOND_LEVEL.has(labels[0]) && labels[1].length === 2);
}

/** Same domain, or one is a subdomain of the other (careers.acme.in and acme.in), never via a public suffix. */
function sameOrganisation(a: string, b: string): boolean {
  if (a === b) return !isPublicSuffixLike(a);
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.endsWith(`.${shorter}`) && !isPublicSuffixLike(shorter);
}

/** The e-mail domain signal of an employer: its login e-mail against its website. */
export function emailDomainSignal(email: string, website: string | null | undefined): EmailDomainSignal {
  const domain = stripWww(emailDomain(email));
  if (domain && isFreeMailDomain(domain)) return "free";
  const host = websiteHost(website);
  return domain && host && sameOrganisation(domain, host) ? "match" : "mismatch";
}
