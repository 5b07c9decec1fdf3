import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema } from "@/lib/contact/schemas";

// Loaded by the contact form on first focus: zod stays out of the page's first load.
export const contactResolver = zodResolver(contactSchema);
