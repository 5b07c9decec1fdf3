// One source for the company's name and contact details, so header, footer, contact page,
// JSON-LD and e-mails never drift apart. The address is a placeholder.
export const COMPANY = {
  name: "TalentBridge Staffing",
  /** How people and the spec name it in a sentence: "Submitted by TalentBridge". */
  shortName: "TalentBridge",
  tagline: "IT staffing, recruitment and industry training",
  email: "contact@talentbridge.example",
  phone: "+91 20 4000 1234",
  phoneHref: "tel:+912040001234",
  address: {
    street: "Office 402, Skyline Tech Park, Baner Road",
    locality: "Baner",
    city: "Pune",
    region: "Maharashtra",
    postalCode: "411045",
    country: "India",
    countryCode: "IN",
  },
  developer: { name: "TalentBridge Digital", url: "https://example.com" },
} as const;

export const ADDRESS_LINES = [
  COMPANY.address.street,
  `${COMPANY.address.locality}, ${COMPANY.address.city}, ${COMPANY.address.region} ${COMPANY.address.postalCode}`,
  COMPANY.address.country,
] as const;
