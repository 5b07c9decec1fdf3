// What a failed call answers: the ApiError a service rejects with, or the field messages of a 400.
import { expect } from "vitest";
import { ApiError } from "@/lib/api/errors";

/** The ApiError a service call rejects with; fails the test when it resolves or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The per-field messages of a route's answer; fails the test unless the answer is a 400. */
export function badRequestErrors(res: { status: number; body: { errors?: Record<string, string> } }): Record<string, string> | undefined {
  expect(res.status).toBe(400);
  return res.body.errors;
}
