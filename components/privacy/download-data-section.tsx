"use client";

import { type MouseEvent, useState } from "react";
import { apiDownload } from "@/lib/client/api";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { CardSection } from "@/components/ui/card-section";

const EXPORT_PATH = "/account/export";
const FALLBACK_NAME = "talentbridge-data.zip";

/**
 * /account "Download my data" (decisions.md section 12). A real link, so it works before the page
 * hydrates; once it has, the click fetches the ZIP itself, so a refusal (the fourth download of the
 * day, 429) is shown as a toast rather than saved as a file.
 */
export function DownloadDataSection() {
  const [pending, setPending] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const result = await apiDownload(EXPORT_PATH);
      if (!result.ok) {
        toastError(result.message);
        return;
      }
      const href = URL.createObjectURL(result.data.blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = result.data.fileName ?? FALLBACK_NAME;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked later, not at once: some browsers still read the blob after click() returns.
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
      toastSuccess("Your data is downloading");
    } finally {
      setPending(false);
    }
  }

  return (
    <CardSection
      headingId="download-data-heading"
      title="Download my data"
      intro="Get a ZIP file with everything we hold about your account (account.json) and the documents you uploaded. You can do this 3 times a day."
    >
      <a
        href={`/api/v1${EXPORT_PATH}`}
        download
        onClick={download}
        aria-disabled={pending || undefined}
        className="btn-outline inline-block px-4 py-2"
      >
        {pending ? "Preparing your download..." : "Download my data"}
      </a>
    </CardSection>
  );
}
