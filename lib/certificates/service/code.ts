import "server-only";
import { randomBytes } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH } from "@/lib/certificates/rules";

/**
 * A new certificate code: 16 symbols from the operating system's CSPRNG. 256 is a multiple of the
 * alphabet's 32 symbols, so the low 5 bits of each byte pick a symbol without bias.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = "";
  for (const byte of bytes) code += CODE_ALPHABET[byte & 31];
  return code;
}
