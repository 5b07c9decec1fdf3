// The Indian GST identification number (GSTIN): 2-digit state code, the holder's PAN (10 characters),
// the registration number within that PAN, a fixed "Z", and a check character. Only the form and the
// check character are verified here: whether the number is registered (and to whom) needs the GST
// portal, which the admins consult by hand. Browser-safe (the profile form uses it too).

/** State code, PAN (5 letters, 4 digits, 1 letter), entity number (1-9 or A-Z), "Z", check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** What people type and paste: surrounding spaces, lower case. Stored and compared in this form. */
export function normaliseGstin(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The check character of the first 14 characters (GSTN's mod-36 scheme): each character's value
 * (0-9, A-Z = 10-35) times a factor alternating 1, 2 from the left; each product adds its base-36
 * digits (floor(p / 36) + p % 36); the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]);
    if (value < 0) throw new Error("A GSTIN holds only digits and capital letters");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/** True for a normalised GSTIN of the right form whose 15th character is its check character. */
export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}
