// An invoice's total in words, in the Indian system (decisions.md section 21): "Rupees One Lakh Eighteen
// Thousand Only", "Rupees Twelve and Fifty Paise Only". The number words come from the `to-words`
// library's en-IN locale (decision 0057); the sentence around them is ours, in the order Indian
// invoices and cheques write it. Amounts of 100 crore and more stay in crores ("Two Hundred Fifty
// Crore"), not the library's "Arab". Browser-safe.
import { toWords } from "to-words/en-IN";

const CRORE = 10_000_000;

/** Whole rupees in words, crores as the largest unit. */
function indianWords(rupees: number): string {
  if (rupees < CRORE) return toWords(rupees);
  const rest = rupees % CRORE;
  return `${indianWords(Math.floor(rupees / CRORE))} Crore${rest ? ` ${toWords(rest)}` : ""}`;
}

/** 11800000 paise → "Rupees One Lakh Eighteen Thousand Only"; paise named when not zero. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError("whole paise, not negative");
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseText = rest ? ` and ${toWords(rest)} ${rest === 1 ? "Paisa" : "Paise"}` : "";
  return `Rupees ${indianWords(rupees)}${paiseText} Only`;
}
