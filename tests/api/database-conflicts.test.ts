// What the database refuses becomes a 409, never a 500 (issue 42): a unique index hit by a raw statement
// (the roster's set-based inserts answer P2010 with Postgres' 23505, where Prisma's own queries answer
// P2002), and two transactions that waited on each other (40P01) or a lost serializable one (40001).
import { describe, expect, it } from "vitest";
import { RETRY_MESSAGE, toApiError } from "@/lib/api/errors";

const raw = (originalCode: string) => ({ name: "PrismaClientKnownRequestError", code: "P2010", meta: { driverAdapterError: { cause: { originalCode } } } });

describe("toApiError", () => {
  it("a unique violation from a raw statement is 409 CONFLICT, as P2002 is", () => {
    expect(toApiError(raw("23505"))).toMatchObject({ status: 409, code: "CONFLICT" });
    expect(toApiError({ code: "P2002" })).toMatchObject({ status: 409, code: "CONFLICT" });
  });

  it("a deadlock or a serialization failure is 409 STALE_STATE with a retry message", () => {
    for (const code of ["40P01", "40001"]) expect(toApiError(raw(code))).toMatchObject({ status: 409, code: "STALE_STATE", message: RETRY_MESSAGE });
    expect(toApiError({ code: "P2034" })).toMatchObject({ status: 409, code: "STALE_STATE" });
  });

  it("anything else stays unknown (a 500 for the handler to log)", () => {
    expect(toApiError(raw("42P01"))).toBeNull();
  });
});
