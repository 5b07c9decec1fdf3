import { PageBanner } from "@/components/ui/page-banner";
import type { ReactNode } from "react";
import { JobBrowser, type JobViewer } from "@/components/job-search/job-browser";
import type { PickerSlot } from "@/components/ui/picker-slot";
import type { JobBrowserData } from "@/lib/job-search/loaders";
import { pageMetadata } from "@/lib/site/metadata";

/** The metadata of Find Jobs, for /jobs and its cached visitor listing (canonical /jobs for both). */
export const findJobsMetadata = pageMetadata({
  title: "Find Jobs",
  description: "Search approved job openings from verified employers across India by title, skill, employment type, qualification and location.",
  path: "/jobs",
});

/** The public Find Jobs page's body: the banner and the job browser. */
export function FindJobsView({
  data,
  viewer,
  alertButton,
  skillPicker,
}: {
  data: JobBrowserData;
  viewer: JobViewer;
  alertButton?: ReactNode;
  skillPicker?: PickerSlot;
}) {
  return (
    <>
      <PageBanner title="Find Jobs" intro="Openings from verified employers, updated every day." compact />
      <div className="container-page py-5 sm:py-10">
        <JobBrowser {...data} viewer={viewer} alertButton={alertButton} skillPicker={skillPicker} />
      </div>
    </>
  );
}
