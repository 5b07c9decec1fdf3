// The job alert pages' fixed words (decisions.md section 11), shared by server pages and client parts:
// a "use client" module's exports reach server components only as references, never as text.
export const ALERT_CREATED = "Job alert created";
export const ALERT_CHECK_MAIL = "Check your e-mail to confirm your job alert";
export const ALERT_CONFIRMED = "Your job alert is confirmed";
export const UNSUBSCRIBE_DONE = "You have been unsubscribed";
export const UNSUBSCRIBE_INVALID = "This unsubscribe link is no longer valid";
