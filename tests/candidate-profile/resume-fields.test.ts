// The resume pre-fill's field reader (lib/candidate-profile/service/resume-parse/fields.ts): pure.
import { describe, expect, it } from "vitest";
import { asName, readResumeFields } from "@/lib/candidate-profile/service/resume-parse/fields";
import { DOCX_RESUME_FIELDS, ONE_COLUMN_RESUME_FIELDS, TWO_COLUMN_RESUME_FIELDS } from "@/tests/helpers/resumes";

const NOW = new Date("2026-11-26T10:00:00Z");
const read = (lines: string[]) => readResumeFields(lines.join("\n"), NOW);

describe("readResumeFields on whole resumes (the extractor's output for each layout)", () => {
  it("reads a one-column resume: every field, years as stated", () => {
    const text = [
      "PRIYA SHARMA",
      "Senior Software Engineer",
      "priya.sharma@example.com | +91 98220 12345 | Pune, Maharashtra",
      "SUMMARY",
      "Backend developer with 5 years of experience building web services in Node.js and PostgreSQL.",
      "EXPERIENCE",
      "Senior Software Engineer at Pixel Forge Technologies, Pune\tJun 2021 - Present",
      "- Led the move of the billing services to Docker and cut release time by half.",
      "Software Engineer, Infosys Limited\tJul 2019 - May 2021",
      "EDUCATION",
      "B.Tech in Computer Engineering, College of Engineering Pune\t2015 - 2019",
      "CGPA 8.4",
      "SKILLS",
      "JavaScript, Node.js, React, PostgreSQL, Docker, Git",
    ];
    expect(read(text)).toEqual(ONE_COLUMN_RESUME_FIELDS);
  });

  it("reads two columns kept apart (form feeds between them): the name in the main column, years summed from the dates", () => {
    const text = [
      "\f",
      "CONTACT",
      "rahul.verma@mail.example",
      "098220-54321",
      "Bengaluru",
      "SKILLS",
      "Python",
      "Power BI",
      "\f",
      "Rahul Verma",
      "Data Analyst",
      "WORK EXPERIENCE",
      "Acme Analytics Pvt Ltd | Data Analyst | 2021 - Present",
      "Dashboards and forecasting for retail clients.",
      "Globex Solutions - Junior Analyst",
      "Aug 2018 - Mar 2021",
      "EDUCATION",
      "MCA, Savitribai Phule Pune University, 2018",
      "BCA, Fergusson College, 2015",
    ];
    // Aug 2018 to Nov 2026, the overlap in 2021 counted once: 99 months.
    expect(read(text)).toEqual({ ...TWO_COLUMN_RESUME_FIELDS, workExperience: 8 });
  });

  it("reads a Word resume's paragraphs (blank lines between them), labels and dashes", () => {
    const text = [
      "Anita Desai",
      "",
      "Email: Anita.Desai@Example.org",
      "",
      "Mobile: 0 98765 43210",
      "Professional Summary",
      "Project manager with 9+ years of experience in IT services.",
      "Work Experience",
      "Wipro Limited — Business Analyst (2014 – 2016)",
      "Tata Consultancy Services — Project Manager (2016 – Present)",
      "Education",
      "MBA (Finance), Symbiosis Institute of Business Management, 2014",
      "B.Com, University of Mumbai, 2012",
    ];
    // The entry marked Present wins over the one listed first (role and company).
    expect(read(text)).toEqual(DOCX_RESUME_FIELDS);
  });

  it("reads a typical résumé with an Experience section: company, role and years for Job Profile, course for Education", () => {
    const text = [
      "Neha Kulkarni",
      "Data professional | Bengaluru",
      "neha.kulkarni@example.com · +91 99001 23456",
      "Profile",
      "Analyst who turns messy data into decisions for retail and banking clients.",
      "Experience",
      "Senior Data Analyst, Infosys — Jan 2021 – Present",
      "• Built the weekly sales forecast used by 40 stores.",
      "Data Analyst, Mu Sigma — Jul 2018 – Dec 2020",
      "• Automated reporting in Python and SQL.",
      "Education",
      "Bachelor of Engineering in Computer Science, Pune University",
      "2014 – 2018",
      "Skills",
      "Python, SQL, Power BI, Excel",
    ];
    // Jul 2018 to Nov 2026 without gaps: 101 months, 8 whole years.
    expect(read(text)).toEqual({
      fullName: "Neha Kulkarni",
      email: "neha.kulkarni@example.com",
      mobile: "9900123456",
      course: "B.E. Computer Science",
      passingYear: 2018,
      role: "Senior Data Analyst",
      currentCompany: "Infosys",
      workExperience: 8,
    });
  });

  it("reads headings spaced out letter by letter, as designed templates write them", () => {
    const text = ["Neha Kulkarni", "W O R K   E X P E R I E N C E", "Infosys | Senior Data Analyst | 2021 - Present", "E D U C A T I O N", "MBA, Symbiosis, 2020"];
    expect(read(text)).toMatchObject({ role: "Senior Data Analyst", currentCompany: "Infosys", course: "MBA", passingYear: 2020 });
  });

  it("returns only what it found", () => {
    expect(read(["hello world", "nothing to see"])).toEqual({});
  });
});

describe("the name", () => {
  it("takes a labelled name, keeps mixed case, title-cases capitals", () => {
    expect(read(["Curriculum Vitae", "Name: Kavya R. Iyer", "kavya@example.com"]).fullName).toBe("Kavya R. Iyer");
    expect(read(["Rohan D'Souza", "rohan@example.com"]).fullName).toBe("Rohan D'Souza");
    expect(read(["MEERA NAIR", "meera@example.com"]).fullName).toBe("Meera Nair");
  });

  it("skips titles, headings, addresses and single words", () => {
    expect(asName("Senior Software Engineer")).toBeNull();
    expect(asName("Curriculum Vitae")).toBeNull();
    expect(asName("Work Experience")).toBeNull();
    expect(asName("Bengaluru")).toBeNull();
    expect(asName("Pune, Maharashtra")).toBeNull();
    expect(asName("Flat 12 Shanti Apartments")).toBeNull();
    expect(read(["RESUME", "Software Developer", "Arjun Mehta", "arjun@example.com"]).fullName).toBe("Arjun Mehta");
  });

  it("reads a name sharing its line with contact facts", () => {
    expect(read(["Sana Khan | sana@example.com | 9876501234"]).fullName).toBe("Sana Khan");
  });

  it("does not take a line under another heading for a name", () => {
    expect(read(["SKILLS", "Power BI", "Machine Learning"]).fullName).toBeUndefined();
  });
});

describe("e-mail and mobile", () => {
  it.each([
    ["+91-98220-12345", "9822012345"],
    ["(+91) 98220 12345", "9822012345"],
    ["Phone: 098220 12345", "9822012345"],
    ["Mob 9822012345", "9822012345"],
    ["+919822012345", "9822012345"],
  ])("normalises %s as the profile stores a mobile", (line, mobile) => {
    expect(read([line]).mobile).toBe(mobile);
  });

  it("refuses numbers that are not Indian mobiles (landlines, ids, year ranges)", () => {
    expect(read(["Tel: 020 2553 1234"]).mobile).toBeUndefined();
    expect(read(["Roll no 1234567890"]).mobile).toBeUndefined();
    expect(read(["2015 - 2019 2019 - 2021"]).mobile).toBeUndefined();
    expect(read(["12345678901234"]).mobile).toBeUndefined();
  });

  it("takes the first e-mail, lower case", () => {
    expect(read(["Mail: First.Last+cv@Mail.Example.CO.IN or other@example.com"]).email).toBe("first.last+cv@mail.example.co.in");
  });
});

describe("course and passing year", () => {
  it("prefers a degree to a school level, and takes the last year of its range", () => {
    expect(read(["EDUCATION", "HSC, Pune Board, 2014", "B.Sc Physics, Fergusson College", "2014 - 2017"])).toMatchObject({
      course: "B.Sc Physics",
      passingYear: 2017,
    });
  });

  it("reads B.E. with its branch, and BE only under an Education heading", () => {
    expect(read(["Education", "B.E. Mechanical Engineering, VJTI Mumbai, 2016"])).toMatchObject({ course: "B.E. Mechanical Engineering", passingYear: 2016 });
    expect(read(["Education:", "BE Civil Engineering (2012)"])).toMatchObject({ course: "B.E. Civil Engineering", passingYear: 2012 });
    expect(read(["ABOUT ME", "Curious, kind and ME Tech savvy"]).course).toBeUndefined();
  });

  it("reads degrees written out in words", () => {
    expect(read(["Education", "Bachelor of Technology in Mechanical Engineering, 2016"])).toMatchObject({ course: "B.Tech Mechanical Engineering", passingYear: 2016 });
    expect(read(["Education", "Master of Business Administration (Finance), 2021"])).toMatchObject({ course: "MBA Finance", passingYear: 2021 });
    expect(read(["Education", "Bachelor's in Commerce, University of Mumbai 2012"])).toMatchObject({ course: "B.Com", passingYear: 2012 });
    expect(read(["Education", "Master of Computer Applications", "2019"])).toMatchObject({ course: "MCA", passingYear: 2019 });
  });

  it("finds a degree without an Education heading", () => {
    expect(read(["Completed B.Com from University of Mumbai in 2012"])).toMatchObject({ course: "B.Com", passingYear: 2012 });
  });

  it("ignores years outside 1970 to five years from now, and a year of the next degree", () => {
    expect(read(["Education", "MCA", "Expected 2099", "BCA, 2015"])).toEqual({ course: "MCA" });
    expect(read(["Education", "M.Tech, IIT Bombay, 2031"])).toMatchObject({ passingYear: 2031 });
  });
});

describe("company, role and years", () => {
  it.each([
    ["Developer at Infosys Ltd | 2020 - Present", "Developer", "Infosys Ltd"],
    ["Globex Solutions | Junior Analyst | 2021 - Present", "Junior Analyst", "Globex Solutions"],
    ["Zoho Corporation — QA Engineer", "QA Engineer", "Zoho Corporation"],
    ["Sales Executive, Reliance Retail, Mumbai", "Sales Executive", "Reliance Retail"],
  ])("reads %s", (line, role, company) => {
    expect(read(["Experience", line])).toMatchObject({ role, currentCompany: company });
  });

  it("reads a title on one line and the company on the next", () => {
    expect(read(["Employment History", "Senior Developer", "Infosys Ltd, Pune | 2021 - Present", "Built things."])).toMatchObject({
      role: "Senior Developer",
      currentCompany: "Infosys Ltd",
    });
  });

  it("reads no company or role outside an Experience section", () => {
    expect(read(["Summary", "Developer at Infosys Ltd since 2020"])).not.toHaveProperty("role");
  });

  it("states years as written, or sums the Experience dates with overlaps once", () => {
    expect(read(["Experience: 7+ yrs in retail"]).workExperience).toBe(7);
    expect(read(["I have 3.5 years of hands-on experience"]).workExperience).toBe(3);
    expect(read(["Experience", "Analyst, Acme Ltd", "Jan 2019 - Dec 2019", "Lead, Acme Ltd", "06/2019 - 05/2021"]).workExperience).toBe(2);
    expect(read(["Experience", "Analyst at Acme Ltd 2020 - Present"]).workExperience).toBe(6);
    expect(read(["Education", "B.Tech 2015 - 2019"]).workExperience).toBeUndefined();
  });
});
