// The training catalogue's programmes (spec section 2, Training), in the spec's order. The university
// area's request form picks from this list, and the server accepts only these names.
export const TRAINING_PROGRAMMES = [
  "IT Sectors",
  "Web Technologies",
  "Mobile App",
  "Web Design",
  "Industries Design",
  "Digital Marketing",
  "3D Printing",
  "Automation",
  "Robotics",
  "Automobile Sector",
  "Sales Marketing",
  "HR",
] as const;

export type TrainingProgramme = (typeof TRAINING_PROGRAMMES)[number];

/** One line per programme for cards outside the marketing page (the university area). */
export const TRAINING_PROGRAMME_SUMMARIES: Record<TrainingProgramme, string> = {
  "IT Sectors": "Programming, databases, networking and how IT delivery teams work.",
  "Web Technologies": "Modern web applications from the browser to the server and the cloud.",
  "Mobile App": "Android and iOS apps, from the first screen to the store listing.",
  "Web Design": "Layouts, typography and accessible, responsive interfaces.",
  "Industries Design": "Industrial product design, CAD modelling and prototyping.",
  "Digital Marketing": "Search, social and e-mail campaigns and how to measure them.",
  "3D Printing": "Additive manufacturing: modelling, slicing, materials and printers.",
  Automation: "PLCs, sensors and industrial control for the shop floor.",
  Robotics: "Robot kinematics, programming and integration into production lines.",
  "Automobile Sector": "Vehicle systems, diagnostics and service workflows.",
  "Sales Marketing": "Consultative selling, negotiation and key account management.",
  HR: "Recruitment, onboarding, payroll basics and employee relations.",
};
