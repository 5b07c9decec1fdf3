import Link from "next/link";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import { REVIEW_TIME } from "@/lib/employers/rules/review";
import { COMPANY } from "@/lib/site/company";

const linkClass = "font-semibold text-amber-950 underline underline-offset-2";

/**
 * Above every page of a university's area while its institute is not approved (decisions.md section 20):
 * what waits, what can be done meanwhile, and what happens next, as a pending employer is told.
 */
export function ReviewNotice({ status, email }: { status: Exclude<ModerationStatus, "approved">; email: string }) {
  return (
    <div className="border-b border-amber-300 bg-amber-50">
      <section aria-labelledby="review-notice-title" className="container-page py-4 text-sm text-amber-950">
        {status === "pending" ? (
          <>
            <h2 id="review-notice-title" className="font-semibold">
              Your institute is waiting for our review
            </h2>
            <p className="mt-1">
              We check every new institute before it can import students or take part in campus drives, usually {REVIEW_TIME}. We e-mail{" "}
              <strong className="break-all">{email}</strong> as soon as it is approved. Meanwhile, complete your{" "}
              <Link href="/university/profile" className={linkClass}>
                institute profile
              </Link>
              : a website and a placement contact help us confirm who you are.
            </p>
          </>
        ) : (
          <>
            <h2 id="review-notice-title" className="font-semibold">
              Your institute was not approved
            </h2>
            <p className="mt-1">
              It cannot import students or take part in campus drives. If you think this is a mistake, write to us at{" "}
              <a href={`mailto:${COMPANY.email}`} className={linkClass}>
                {COMPANY.email}
              </a>
              .
            </p>
          </>
        )}
      </section>
    </div>
  );
}
