// Browser-safe words of the campus capability (decisions.md section 18).

const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** ₹12,00,000: Indian digit grouping, as offer letters write it. */
export const formatRupees = (amount: number): string => RUPEES.format(amount);

export const POLICY_LABELS = { one_offer: "One offer per student", dream: "Dream offers (a second offer at 1.5 times the salary)" } as const;
export const ROUND_RESULT_LABELS = { advance: "Advances", eliminate: "Eliminated" } as const;
export const OFFER_STATUS_LABELS = { pending: "Waiting for the student", accepted: "Accepted", declined: "Declined", withdrawn: "Withdrawn" } as const;
export const JOINING_LABELS = { joined: "Joined", deferred: "Joining deferred", revoked: "Offer revoked" } as const;

/** The placement report's steps, in order: its chart's bars and its table's columns. */
export const PLACEMENT_STEPS = [
  { key: "eligible", label: "Eligible" },
  { key: "registered", label: "Registered" },
  { key: "offered", label: "Offered" },
  { key: "placed", label: "Placed" },
] as const;

/** NIRF writes the batch passing out in year Y as the academic year "(Y-1)-YY": 2025 → "2024-25". */
export const academicYear = (passingYear: number): string => `${passingYear - 1}-${String(passingYear % 100).padStart(2, "0")}`;

/** The candidate profile's words when the institute has verified (locked) the student's record. */
export const ACADEMICS_LOCKED_MESSAGE =
  "Your institute has verified your course, passing year and marks; ask your placement officer to change them.";

/** A roll number as roll numbers compare (decisions.md section 20): without case or surrounding spaces. SQL: lower(btrim(x)). */
export const rollKey = (rollNo: string): string => rollNo.trim().toLowerCase();

/** A CSV header cell as header names compare: `Roll No`, `roll_no` and `rollNo` are one (decisions.md section 20). */
export const headerKey = (cell: string): string => cell.replace(/[\s_]+/g, "").toLowerCase();

/** A student's grade as the lists show it: "72.5%" or "CGPA 8.4". */
export const gradeText = ({ marks, cgpa }: { marks: number | null; cgpa: number | null }): string =>
  marks !== null ? `${Number(marks.toFixed(2))}%` : cgpa !== null ? `CGPA ${Number(cgpa.toFixed(2))}` : "—";

/** The candidate profile's free-text marks for a record: "72.5", or "8.4 CGPA" (as people write it there). */
export const profileMarksText = ({ marks, cgpa }: { marks: number | null; cgpa: number | null }): string =>
  marks !== null ? String(marks) : `${cgpa ?? 0} CGPA`;
