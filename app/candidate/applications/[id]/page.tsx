import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadMyApplication } from "@/lib/applications/loaders";
import { loadThread } from "@/lib/messages/loaders";
import { HeadedPage } from "@/components/ui/page-heading";
import { ApplicationCard } from "@/components/applications/application-card";
import { MessageThread } from "@/components/messages/message-thread";

export const metadata: Metadata = { title: "Your application", robots: { index: false } };

// One of the candidate's applications and its message thread with the company (decisions.md section 16).
// Another person's application, or none: 404 from the loaders.
export default async function MyApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireRole("Candidate");
  const { id } = await params;
  const [application, thread] = await Promise.all([loadMyApplication(user, id), loadThread(user, id)]);

  return (
    <HeadedPage
      title="Your application"
      intro={`${application.job.post} at ${application.job.organisationDetails.orgName}`}
      link={{ href: "/candidate/applications", label: "My Applications" }}
      className="space-y-6 py-10"
    >
      <ApplicationCard application={application} messagesLink={false} />
      <MessageThread applicationId={application.id} viewer="candidate" initial={thread} />
    </HeadedPage>
  );
}
