// Batches for the academy's tests: a trainer, India days relative to today, and batches written straight
// to the database (any dates, stamps and seats, which POST admin/batches would refuse for the past).
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/academy/rules/batch-status";
import { createUser } from "@/tests/factories";

/** Today in India plus `n` days, as YYYY-MM-DD. */
export function dayFromToday(n: number, now: Date = new Date()): string {
  const day = new Date(`${indiaToday(now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + n);
  return day.toISOString().slice(0, 10);
}

/** A day plus `n` days, as YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export const createTrainer = (name = "Asha Trainer") => createUser({ role: "Trainer", name });

export type InsertBatch = {
  programmeId?: string;
  title?: string;
  startDate: string;
  endDate: string;
  seats?: number;
  seatsTaken?: number;
  cancelledAt?: Date | null;
  trainerId: string;
  sessions?: number;
};

/** A batch row (and `sessions` sessions on its start date) as the database holds it. */
export async function insertBatch(input: InsertBatch) {
  return db.batch.create({
    data: {
      programmeId: input.programmeId ?? "web-technologies",
      title: input.title ?? `Batch ${input.startDate}`,
      startDate: new Date(`${input.startDate}T00:00:00Z`),
      endDate: new Date(`${input.endDate}T00:00:00Z`),
      mode: "online",
      seats: input.seats ?? 10,
      seatsTaken: input.seatsTaken ?? 0,
      trainerId: input.trainerId,
      cancelledAt: input.cancelledAt ?? null,
      sessions: {
        create: Array.from({ length: input.sessions ?? 1 }, (_, i) => ({
          startsAt: new Date(`${input.startDate}T04:30:00Z`),
          endsAt: new Date(`${input.startDate}T06:30:00Z`),
          topic: `Topic ${i + 1}`,
        })),
      },
    },
  });
}
