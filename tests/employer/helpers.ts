// Shared by the employer tests: calling a route handler as a given user (the session is mocked with
// tests/helpers/mock-guards), and valid bodies for the profile and job forms.
import { NextRequest } from "next/server";
import type { SessionUser } from "@/lib/auth/types";
import { session } from "@/tests/helpers/mock-guards";

export type Envelope = { success: boolean; code?: string; message?: string; errors?: Record<string, string>; response?: unknown };
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export async function call(
  handler: Handler,
  opts: { as: SessionUser | null; method?: string; path?: string; body?: unknown; params?: Record<string, string>; ip?: string },
): Promise<{ status: number; body: Envelope }> {
  session.user = opts.as;
  const url = new URL(opts.path ?? "/api/v1/x", "http://localhost");
  const headers: Record<string, string> = { "x-forwarded-for": opts.ip ?? "203.0.113.7" };
  const init: { method: string; body?: string; headers: Record<string, string> } = { method: opts.method ?? "GET", headers };
  if (opts.body !== undefined) {
    init.body = JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  const res = await handler(new NextRequest(url, init), { params: Promise.resolve(opts.params ?? {}) });
  return { status: res.status, body: (await res.json()) as Envelope };
}

/** The profile form without its e-mail: tests add the account's own (no change) or a new one. */
export const profileFields = {
  orgName: "  Bright Hire Pvt Ltd  ",
  mobile: "9123456780",
  website: "brighthire.example/careers",
  city: " Mumbai ",
  state: "Maharashtra",
  about: "We hire engineers.",
};

export const validJob = {
  post: "QA Engineer",
  payroll: "5-7 LPA",
  qualifications: ["B.Tech", "Diploma"],
  openings: 2,
  minExperience: 0,
  description: "Test our web and mobile apps.",
  employmentType: "Full Time",
  hiringProcess: "Walk In",
};
