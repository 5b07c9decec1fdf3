// The states and union territories of India with their GST state codes (the first two digits of a
// GSTIN, and the "place of supply" code on an invoice). Names as the app's location data spells them
// (country-state-city), so a company's profile state is found here as it is. Browser-safe.
// Not listed: 97 Other Territory and 99 Centre Jurisdiction (no client of ours is billed there), the
// retired 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before 2014, now 37).

export type GstState = { readonly name: string; readonly code: string };

export const GST_STATES: readonly GstState[] = [
  { name: "Jammu and Kashmir", code: "01" },
  { name: "Himachal Pradesh", code: "02" },
  { name: "Punjab", code: "03" },
  { name: "Chandigarh", code: "04" },
  { name: "Uttarakhand", code: "05" },
  { name: "Haryana", code: "06" },
  { name: "Delhi", code: "07" },
  { name: "Rajasthan", code: "08" },
  { name: "Uttar Pradesh", code: "09" },
  { name: "Bihar", code: "10" },
  { name: "Sikkim", code: "11" },
  { name: "Arunachal Pradesh", code: "12" },
  { name: "Nagaland", code: "13" },
  { name: "Manipur", code: "14" },
  { name: "Mizoram", code: "15" },
  { name: "Tripura", code: "16" },
  { name: "Meghalaya", code: "17" },
  { name: "Assam", code: "18" },
  { name: "West Bengal", code: "19" },
  { name: "Jharkhand", code: "20" },
  { name: "Odisha", code: "21" },
  { name: "Chhattisgarh", code: "22" },
  { name: "Madhya Pradesh", code: "23" },
  { name: "Gujarat", code: "24" },
  { name: "Dadra and Nagar Haveli and Daman and Diu", code: "26" },
  { name: "Maharashtra", code: "27" },
  { name: "Karnataka", code: "29" },
  { name: "Goa", code: "30" },
  { name: "Lakshadweep", code: "31" },
  { name: "Kerala", code: "32" },
  { name: "Tamil Nadu", code: "33" },
  { name: "Puducherry", code: "34" },
  { name: "Andaman and Nicobar Islands", code: "35" },
  { name: "Telangana", code: "36" },
  { name: "Andhra Pradesh", code: "37" },
  { name: "Ladakh", code: "38" },
];

/** The names, alphabetically, for a form's state select. */
export const GST_STATE_NAMES: readonly string[] = GST_STATES.map((state) => state.name).sort((a, b) => a.localeCompare(b));

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ").replace(/&/g, "and");

/** The state of this name (any case, "&" for "and"), or undefined. */
export function gstStateByName(name: string): GstState | undefined {
  const wanted = normalise(name);
  return GST_STATES.find((state) => normalise(state.name) === wanted);
}

/** The state of this GST code ("27"), or undefined. */
export function gstStateByCode(code: string): GstState | undefined {
  return GST_STATES.find((state) => state.code === code);
}
