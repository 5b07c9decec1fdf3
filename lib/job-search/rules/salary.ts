// A job's structured salary as job cards and job pages show it: "₹6,00,000 – ₹9,00,000 a year".
// Indian digit grouping (en-IN) whatever the currency, the symbol from the salary's own currency.
import type { SalaryJson } from "@/lib/job-search/service/serialize";

const PER_UNIT: Record<SalaryJson["unit"], string> = { YEAR: "a year", MONTH: "a month", HOUR: "an hour" };

const formatters = new Map<string, Intl.NumberFormat>();

function money(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  let format = formatters.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat("en-IN", { style: "currency", currency: code, maximumFractionDigits: 0 });
    } catch {
      // Not an ISO 4217 code Intl knows: the amount with the code in front rather than a thrown render.
      return `${code} ${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(amount)}`;
    }
    formatters.set(code, format);
  }
  return format.format(amount);
}

/** "₹6,00,000 – ₹9,00,000 a year", or "₹25,000 a month" when min and max are the same figure. */
export function formatSalary(salary: SalaryJson): string {
  const range =
    salary.max > salary.min ? `${money(salary.min, salary.currency)} – ${money(salary.max, salary.currency)}` : money(salary.min, salary.currency);
  return `${range} ${PER_UNIT[salary.unit]}`;
}
