// The admin's batch calls for the edit and cancel tests (issue 44): a batch made through POST
// admin/batches (Web Technologies, 24 hours: two 12-hour days), read with GET admin/batches/{id}, edited
// with PATCH, cancelled, and people enrolled through the enrol call (so seats and the line are real).
// The importing test file mocks "server-only" and the guards first (vi.mock is hoisted there).
import { expect } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { createCandidate } from "@/tests/factories";
import type { AdminBatchJson } from "@/lib/academy/contract/batches";
import type { BatchJson } from "@/lib/academy/contract/common";
import type { EnrolResult } from "@/lib/academy/contract/enrolment";
import type { SessionUser } from "@/lib/auth/types";

const { POST: createRoute } = await import("@/app/api/v1/admin/batches/route");
const { GET: getRoute, PATCH: patchRoute } = await import("@/app/api/v1/admin/batches/[id]/route");
const { POST: cancelRoute } = await import("@/app/api/v1/admin/batches/[id]/cancel/route");
const { POST: enrollRoute } = await import("@/app/api/v1/training/batches/[id]/enroll/route");

export const START = "2099-01-10";
export const END = "2099-02-20";
export const MEETING = "https://meet.example.com/web-jan";
export const at = (day: string, time: string) => `${day}T${time}:00+05:30`;

/** A new batch (2 sessions of 12 hours, the programme's minimum) made by `admin`; its admin view. */
export async function newBatch(admin: SessionUser, trainerId: string, overrides: Record<string, unknown> = {}): Promise<AdminBatchJson> {
  const res = await callRoute(createRoute, {
    as: admin,
    method: "POST",
    path: "/api/v1/admin/batches",
    body: {
      programmeId: "web-technologies",
      title: "Web batch",
      startDate: START,
      endDate: END,
      mode: "online",
      meetingUrl: MEETING,
      seats: 10,
      trainerId,
      sessions: [
        { startsAt: at(START, "09:00"), endsAt: at(START, "21:00"), topic: "Modern JavaScript" },
        { startsAt: at("2099-01-12", "09:00"), endsAt: at("2099-01-12", "21:00"), topic: "React" },
      ],
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return read(admin, (res.body.response as BatchJson).id);
}

export const getBatch = (as: SessionUser | null, id: string) => callRoute(getRoute, { as, path: `/api/v1/admin/batches/${id}`, params: { id } });

export async function read(admin: SessionUser, id: string): Promise<AdminBatchJson> {
  const res = await getBatch(admin, id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.response as AdminBatchJson;
}

export const patchBatch = (as: SessionUser | null, id: string, body: unknown) =>
  callRoute(patchRoute, { as, method: "PATCH", path: `/api/v1/admin/batches/${id}`, params: { id }, body });

export const cancelBatch = (as: SessionUser | null, id: string, body: unknown) =>
  callRoute(cancelRoute, { as, method: "POST", path: `/api/v1/admin/batches/${id}/cancel`, params: { id }, body });

/** PATCH's full body from the batch as read, with changes. */
export function editBody(batch: AdminBatchJson, changes: Record<string, unknown> = {}) {
  return {
    title: batch.title,
    startDate: batch.startDate,
    endDate: batch.endDate,
    mode: batch.mode,
    location: batch.location,
    meetingUrl: batch.meetingUrl,
    seats: batch.seats,
    trainerId: batch.trainer.id,
    sessions: batch.sessions.map(({ id, startsAt, endsAt, topic }) => ({ id, startsAt, endsAt, topic })),
    version: batch.version,
    ...changes,
  };
}

/** `n` new candidates enrolled in turn: the first `seats` enrolled, the rest waitlisted in this order. */
export async function enrolPeople(batchId: string, n: number, prefix: string) {
  const people: { user: SessionUser; enrolment: EnrolResult }[] = [];
  for (let i = 0; i < n; i++) {
    const { user } = await createCandidate({ name: `${prefix} ${i + 1}` });
    const res = await callRoute(enrollRoute, { as: user, method: "POST", path: `/api/v1/training/batches/${batchId}/enroll`, params: { id: batchId } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    people.push({ user, enrolment: res.body.response as EnrolResult });
  }
  return people;
}
