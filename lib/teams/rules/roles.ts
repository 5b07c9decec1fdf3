// Browser-safe words of the company team (decisions.md section 16): what each role may do, said the
// same way on the team page, in the invitation dialog, in the invitation mail and on the accept page.
import type { TeamRoleName } from "@/lib/teams/schemas/common";

export const TEAM_ROLE_LABELS: Record<TeamRoleName, string> = { owner: "Owner", recruiter: "Recruiter", interviewer: "Interviewer" };

/** A role in a sentence, with its article: "You are an interviewer", "join as a recruiter". */
export const TEAM_ROLE_IN_SENTENCE: Record<TeamRoleName, string> = { owner: "an owner", recruiter: "a recruiter", interviewer: "an interviewer" };

/** One sentence per role, shown beside the role select so an owner knows what they grant. */
export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRoleName, string> = {
  owner: "Owners do everything, including the company profile and the team: inviting, changing roles and removing members.",
  recruiter: "Recruiters post and manage jobs and move applicants through the hiring pipeline, but not the team or the profile.",
  interviewer: "Interviewers see only the applications assigned to them and give their feedback.",
};

/** At most this many invitations of one company wait for an answer at once. */
export const MAX_PENDING_INVITATIONS = 20;

export const ONLY_OWNERS_MESSAGE = "Only the company's owners can manage the team.";
export const LAST_OWNER_MESSAGE = "A company needs at least one owner. Make someone else an owner first.";
export const ALREADY_IN_TEAM_MESSAGE = "This person is already in your team.";
export const IN_ANOTHER_TEAM_MESSAGE = "This address already belongs to another company's team.";
export const TOO_MANY_INVITATIONS_MESSAGE = `At most ${MAX_PENDING_INVITATIONS} invitations can wait for an answer. Wait until some are accepted or expire.`;
export const MEMBER_NOT_FOUND_MESSAGE = "Team member not found.";
/** Invitations are mails in the company's name: only once the admins have approved the company. */
export const NOT_APPROVED_MESSAGE = "Your company can invite members once an administrator has approved it.";

export const INVALID_INVITATION_MESSAGE = "This invitation link is not valid.";
export const USED_INVITATION_MESSAGE = "This invitation has already been used.";
export const EXPIRED_INVITATION_MESSAGE = "This invitation has expired. Ask for a new one.";
export const OTHER_ADDRESS_MESSAGE = "This invitation was sent to another e-mail address.";
/** The invited address has an Employer login that already is in a team (this one or another). */
export const LOGIN_IN_A_TEAM_MESSAGE = "This login already belongs to a company's team.";

export const INVITED_MESSAGE = "Invitation sent";
export const ROLE_CHANGED_MESSAGE = "Role changed";
export const MEMBER_REMOVED_MESSAGE = "Member removed";
export const LEFT_TEAM_MESSAGE = "You have left the team";
export const JOINED_MESSAGE = "You have joined the team. Log in to continue.";

/** Where an accepted member logs in: the employer login with their e-mail filled in. */
export const memberLoginPath = (email: string) => `/login?${new URLSearchParams({ type: "Employer", email }).toString()}`;
