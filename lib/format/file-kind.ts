import type { FileKind } from "@/lib/generated/prisma/enums";

/** How pages name a stored document's kind (browser-safe: enums only). */
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  resume: "Resume",
  panCard: "PAN card",
  drivingLicense: "Driving licence",
  passport: "Passport",
};
