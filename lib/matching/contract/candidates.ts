import { z } from "zod";
import "zod-openapi";
import { matchSchema } from "@/lib/skills/contract";

// Matching candidates and invitations' response shapes (decisions.md section 14): the one definition of
// each (the API documents them, the services return z.infer of them, the panel renders them).

export const matchingCandidateSchema = z
  .object({
    candidateId: z.string().meta({ description: "The candidate's account id (the `id` of their user)." }),
    name: z.string(),
    city: z.string().nullable().meta({ description: "The candidate's preferred location (the profile's Preferred Location), or null." }),
    workExperience: z.number().int().nullable().meta({ description: "Years of work experience, or null when not given." }),
    match: matchSchema,
    invited: z.boolean().meta({ description: "Beyond the contract: whether this job's employer has already invited the candidate." }),
    sponsoredGraduate: z.boolean().meta({
      description:
        "Beyond the contract: true when the candidate completed a training batch this job's employer sponsored; such candidates are listed first (decisions.md section 15).",
    }),
  })
  .meta({
    id: "MatchingCandidate",
    description: "A discoverable candidate as an employer may see them before any application: never e-mail, phone, address or documents.",
  });

export type MatchingCandidate = z.infer<typeof matchingCandidateSchema>;

export const matchingCandidatesPageSchema = z
  .object({
    candidates: z
      .array(matchingCandidateSchema)
      .meta({
        description:
          "Best first: graduates of a batch the employer sponsored, then score, then more verified matched skills, then candidateId; 20 a page. Empty for a job without skills.",
      }),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "MatchingCandidatesPage" });

export type MatchingCandidatesPage = z.infer<typeof matchingCandidatesPageSchema>;

export const invitationSchema = z
  .object({
    id: z.string(),
    jobId: z.string(),
    candidateId: z.string(),
    createdAt: z.string().meta({ format: "date-time" }),
  })
  .meta({ id: "JobInvitation" });

export type InvitationJson = z.infer<typeof invitationSchema>;
