// A mail provider that is down while a test says so: sendMail throws a MailError, as a real
// provider's failure does, and otherwise sends to the test outbox as usual.
//   vi.mock("@/lib/email", async (importOriginal) => (await import("@/tests/helpers/mail-outage")).failingMail(importOriginal));
//   import { mail } from "@/tests/helpers/mail-outage";  ...  mail.fail = true;
import type * as Email from "@/lib/email";

export const mail = { fail: false };

export async function failingMail(importOriginal: <T>() => Promise<T>): Promise<typeof Email> {
  const original = await importOriginal<typeof Email>();
  return {
    ...original,
    sendMail: async (message: Parameters<typeof original.sendMail>[0]) => {
      if (mail.fail) throw new original.MailError("provider down");
      return original.sendMail(message);
    },
  };
}
