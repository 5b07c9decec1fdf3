// Data only, no imports: tests/candidate-profile fills the profile form with it without loading the seed.

/** The demo candidate's profile fields that read the same in the database as in the profile form. */
export const DEMO_CANDIDATE_TEXT = {
  gender: "Female",
  subLocation: "Kothrud",
  maritalStatus: "Single",
  englishFluency: "Advanced",
  previousCompany: "CodeNest Labs",
  role: "Software Developer",
  subRole: "Frontend",
  industry: "Information Technology",
  jobType: "Full Time",
  prefferedLocation: "Pune",
  marks: "8.4 CGPA",
} as const;
