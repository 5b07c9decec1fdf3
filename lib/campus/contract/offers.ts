import { z } from "zod";
import "zod-openapi";
import { offerJsonSchema } from "@/lib/campus/contract/common";

// Offers as the offer calls answer them (decisions.md section 18): the pinned Offer of contract.ts,
// plus what the joining tracker shows. A drive spans institutes, so the company's view names each
// student's institute (and its id, the `universityId` of POST drives/{id}/offers).

export const offerStudentSchema = z.object({
  name: z.string(),
  rollNo: z.string(),
  universityId: z.string(),
  institute: z.string(),
});

export const campusOfferSchema = offerJsonSchema
  .extend({
    student: offerStudentSchema.optional().meta({ description: "The company's and the university's view: who the offer is for." }),
    respondedAt: z.string().nullable(),
    joinedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    revokeReason: z.string().nullable().meta({ description: "Why a revoked offer was revoked, when it was said." }),
  })
  .meta({ id: "CampusOffer" });
export type CampusOffer = z.infer<typeof campusOfferSchema>;

export const campusOffersSchema = z.object({ offers: z.array(campusOfferSchema).meta({ description: "Newest first." }) });
export type CampusOffers = z.infer<typeof campusOffersSchema>;

export const offerCreatedSchema = z.object({ id: z.string(), status: z.literal("pending") });
export type OfferCreated = z.infer<typeof offerCreatedSchema>;
