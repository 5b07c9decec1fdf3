import { z } from "zod";
import "zod-openapi";

// The contact form's messages as the admin console reads them: the one definition (the API
// documents it, the service returns z.infer of it, the console renders it).

const dateTime = z.string().meta({ format: "date-time" });

export const contactMessageSchema = z
  .object({ id: z.string(), name: z.string(), mobile: z.string(), email: z.string(), subject: z.string(), createdAt: dateTime })
  .meta({ id: "ContactMessage" });

export type ContactMessageJson = z.infer<typeof contactMessageSchema>;
