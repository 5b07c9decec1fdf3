import { describe, expect, it } from "vitest";
import { toApiError } from "@/lib/api/errors";
import { isDatabaseUnavailableError } from "@/lib/ops/db-errors";

describe("database errors that mean 'try again' (503 UNAVAILABLE), not 'bad request' or 500", () => {
  it("recognises connection failures, too many clients and a transaction that could not start in time", () => {
    for (const error of [
      { code: "P1001" },
      { code: "P2024" },
      { code: "P2028", message: "Transaction API error: Unable to start a transaction in the given time." },
      { code: "ECONNREFUSED" },
      { meta: { driverAdapterError: { cause: { originalCode: "53300" } } } },
      { meta: { driverAdapterError: { cause: { kind: "TooManyConnections" } } } },
      new AggregateError([Object.assign(new Error("connect"), { code: "ECONNREFUSED" })]),
    ]) {
      expect(isDatabaseUnavailableError(error)).toBe(true);
      const apiError = toApiError(error);
      expect(apiError?.status).toBe(503);
      expect(apiError?.code).toBe("UNAVAILABLE");
      expect(apiError?.headers?.["Retry-After"]).toBe("5");
    }
  });

  it("leaves other errors alone", () => {
    expect(isDatabaseUnavailableError({ code: "P2002" })).toBe(false);
    expect(isDatabaseUnavailableError(new Error("boom"))).toBe(false);
    expect(toApiError({ code: "P2002" })?.status).toBe(409);
  });
});
