// What the admin decision tests share (tests/admin): the mocked session, the database, the outbox, the
// factories of the three things an admin decides on (employers, jobs, university requests) and the
// route caller. Load it with `await import()` after the file's vi.mock lines (server-only and the
// guards), so the routes and the session are the mocked ones.
export { session } from "@/tests/helpers/mock-guards";
export { db } from "@/lib/db";
export { mailCount } from "@/tests/helpers/outbox";
export { createEmployer, createJob, createUniversityRequest, createUser } from "@/tests/factories";
export { callRoute as call } from "@/tests/helpers/call-route";
