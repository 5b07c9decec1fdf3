import { pageMetadata } from "@/lib/site/metadata";
import { ServiceDetail, type ServiceContent } from "@/components/marketing/service-detail";

const PATH = "/services/industry-specific-training";

const content: ServiceContent = {
  title: "Industry-Specific Training",
  intro: "Practical programmes designed with hiring managers, so graduates and working professionals learn what employers actually use.",
  overview: [
    "Degrees teach fundamentals; jobs need tools, habits and domain knowledge. Our training academy fills that gap with instructor-led batches, live projects and mock interviews, delivered in our Pune centre, online, or on-site at your campus or office.",
    "For employers we run custom batches: tell us the stack and the number of people you need, and we train a cohort to your specification before deployment. For institutes we offer finishing-school programmes for final-year students.",
  ],
  highlights: {
    heading: "Programme features",
    items: [
      "Curriculum reviewed every quarter with partner employers",
      "At least 60% hands-on lab and project time in every course",
      "Trainers with real industry experience in the subject they teach",
      "Weekday, weekend and corporate batch options",
      "Assessments, a capstone project and a completion certificate",
      "Placement assistance through our recruitment team",
    ],
  },
  steps: {
    heading: "From enrolment to placement",
    items: [
      { title: "Counselling", text: "We understand your background and goals and recommend the right programme and level." },
      { title: "Learn by building", text: "Short concept sessions followed by labs and a team project that mirrors real work." },
      { title: "Assess", text: "Regular tests, code reviews and a final capstone presentation to a panel." },
      { title: "Get placed", text: "Strong performers are introduced to our hiring partners with their project work as proof." },
    ],
  },
  cta: { text: "Browse all twelve of our training tracks, from web technologies to robotics.", label: "View Training Programs", href: "/training" },
};

export const metadata = pageMetadata({
  title: content.title,
  description:
    "Industry-led training in software, design, digital marketing, automation and more, with live projects and placement assistance in Pune and online.",
  path: PATH,
});

export default function IndustrySpecificTrainingPage() {
  return <ServiceDetail content={content} path={PATH} />;
}
