// University area through its route handlers and actions: the institute profile (validation, the
// comma-separated courses, the account name following the institute name) and requests (validation,
// dates, only the university's own requests visible, role checks).
import { describe, expect, it, vi } from "vitest";
import type { Handler } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const { createUser } = await import("@/tests/factories");
const { callRoute: call } = await import("@/tests/helpers/call-route");
const { badRequestErrors } = await import("@/tests/helpers/api-failure");
const getProfileRoute = await import("@/app/api/v1/university/get-profile/route");
const updateProfileRoute = await import("@/app/api/v1/university/update-profile/route");
const requestsRoute = await import("@/app/api/v1/university/requests/route");
const actions = await import("@/lib/university/actions");
const { todayIso } = await import("@/lib/university/schemas");

async function createUniversity(name = "Test Institute") {
  const user = await createUser({ role: "University", name, mobile: "9123456789" });
  const university = await db.university.create({
    data: { userId: user.id, status: "approved", instituteName: name, city: "Pune", state: "Maharashtra", website: "https://test.example.edu", about: "A test institute." },
  });
  return { user, university };
}

function daysFromToday(days: number): string {
  const d = new Date(`${todayIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const validProfile = {
  instituteName: "  Modern College of Engineering ",
  city: "Pune",
  state: "Maharashtra",
  website: "moderncoe.example.edu",
  about: "An engineering college with a strong training and placement cell.",
  coursesOffered: "B.E. Computer, MBA , , B.E. Computer, B.Sc",
  studentStrength: "2400",
  placementContact: "Prof. Rao, tpo@moderncoe.example.edu",
};

const validRequest = () => ({
  kind: "placementDrive" as const,
  programme: "Web Technologies" as const,
  startDate: daysFromToday(10),
  endDate: daysFromToday(12),
  expectedStudents: "120",
  notes: "Final-year students of B.E. Computer",
});

describe("who may call the university API", () => {
  const calls: [string, Handler, { method?: string; body?: unknown }][] = [
    ["GET university/get-profile", getProfileRoute.GET as Handler, {}],
    ["POST university/update-profile", updateProfileRoute.POST as Handler, { method: "POST", body: validProfile }],
    ["GET university/requests", requestsRoute.GET as Handler, {}],
    ["POST university/requests", requestsRoute.POST as Handler, { method: "POST", body: validRequest() }],
  ];

  it.each(calls)("%s: 401 when logged out, 403 for other roles", async (_name, handler, opts) => {
    expect((await call(handler, { as: null, ...opts })).status).toBe(401);
    for (const role of ["Candidate", "Employer", "Admin"] as const) {
      expect((await call(handler, { as: await createUser({ role }), ...opts })).status, role).toBe(403);
    }
  });

  it("the actions refuse other roles", async () => {
    for (const role of ["Candidate", "Employer", "Admin"] as const) {
      session.user = await createUser({ role });
      expect(await actions.updateUniversityProfileAction(validProfile), role).toMatchObject({ ok: false, status: 403, code: "FORBIDDEN" });
      expect(await actions.createUniversityRequestAction(validRequest()), role).toMatchObject({ ok: false, status: 403, code: "FORBIDDEN" });
    }
    session.user = null;
    expect(await actions.updateUniversityProfileAction(validProfile)).toMatchObject({ ok: false, status: 401, code: "UNAUTHENTICATED" });
    expect(await actions.createUniversityRequestAction(validRequest())).toMatchObject({ ok: false, status: 401, code: "UNAUTHENTICATED" });
  });
});

describe("the institute profile", () => {
  it("reads the profile with the account's e-mail and mobile", async () => {
    const { user, university } = await createUniversity("Read Institute");
    const res = await call(getProfileRoute.GET as Handler, { as: user });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({
      id: university.id,
      instituteName: "Read Institute",
      city: "Pune",
      state: "Maharashtra",
      website: "https://test.example.edu",
      about: "A test institute.",
      coursesOffered: [],
      studentStrength: null,
      placementContact: "",
      email: user.email,
      mobile: "9123456789",
    });
  });

  it("saves it: trims, splits and de-duplicates courses, adds a scheme to the website, renames the account", async () => {
    const { user } = await createUniversity();
    const res = await call(updateProfileRoute.POST as Handler, { as: user, method: "POST", body: validProfile });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile updated successfully");
    expect(res.body.response).toMatchObject({
      instituteName: "Modern College of Engineering",
      website: "https://moderncoe.example.edu",
      coursesOffered: ["B.E. Computer", "MBA", "B.Sc"],
      studentStrength: 2400,
      placementContact: "Prof. Rao, tpo@moderncoe.example.edu",
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe("Modern College of Engineering");
    // a list is accepted as well
    const asList = await call(updateProfileRoute.POST as Handler, {
      as: user,
      method: "POST",
      body: { ...validProfile, coursesOffered: ["M.Tech", " MCA "], website: "" },
    });
    expect(asList.status).toBe(200);
    expect(asList.body.response).toMatchObject({ coursesOffered: ["M.Tech", "MCA"], website: "" });
  });

  it("validates every field with the messages the form shows", async () => {
    const { user } = await createUniversity();
    const res = await call(updateProfileRoute.POST as Handler, {
      as: user,
      method: "POST",
      body: {
        instituteName: "  ",
        city: "",
        state: "",
        website: "not a url",
        about: "",
        coursesOffered: " , ",
        studentStrength: "0",
        placementContact: "",
      },
    });
    expect(badRequestErrors(res)).toEqual({
      instituteName: "Institute name is required",
      city: "City is required",
      state: "State is required",
      website: "Invalid website URL",
      about: "About section is required",
      coursesOffered: "At least one course is required",
      studentStrength: "Student strength must be at least 1",
      placementContact: "Placement contact is required",
    });
    const missingStrength = await call(updateProfileRoute.POST as Handler, { as: user, method: "POST", body: { ...validProfile, studentStrength: "" } });
    expect(missingStrength.body.errors?.studentStrength).toBe("Student strength is required");
  });

  it("404 for a University account without an institute row", async () => {
    const user = await createUser({ role: "University" });
    expect((await call(getProfileRoute.GET as Handler, { as: user })).status).toBe(404);
  });
});

describe("requests", () => {
  it("creates a pending request (201) that only its university sees", async () => {
    const mine = await createUniversity("Mine Institute");
    const theirs = await createUniversity("Their Institute");
    const created = await call(requestsRoute.POST as Handler, { as: mine.user, method: "POST", body: validRequest() });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Request submitted successfully");
    const request = created.body.response as { id: string };
    expect(created.body.response).toMatchObject({
      kind: "placementDrive",
      kindLabel: "Campus placement drive",
      programme: "Web Technologies",
      startDate: validRequest().startDate,
      endDate: validRequest().endDate,
      expectedStudents: 120,
      notes: "Final-year students of B.E. Computer",
      status: "pending",
      response: null,
    });
    const other = await call(requestsRoute.POST as Handler, {
      as: theirs.user,
      method: "POST",
      body: { ...validRequest(), kind: "training", programme: "HR", notes: "" },
    });
    expect(other.status).toBe(201);

    const myList = (await call(requestsRoute.GET as Handler, { as: mine.user })).body.response as { id: string }[];
    expect(myList.map((r) => r.id)).toEqual([request.id]);
    const theirList = (await call(requestsRoute.GET as Handler, { as: theirs.user })).body.response as { id: string; notes: unknown }[];
    expect(theirList).toHaveLength(1);
    expect(theirList[0].id).not.toBe(request.id);
    expect(theirList[0].notes).toBeNull();
  });

  it("shows the admin's answer to the university", async () => {
    const { user, university } = await createUniversity();
    const created = (await call(requestsRoute.POST as Handler, { as: user, method: "POST", body: validRequest() })).body.response as { id: string };
    await db.universityRequest.update({ where: { id: created.id }, data: { status: "declined", response: "No trainers free then" } });
    const list = (await call(requestsRoute.GET as Handler, { as: user })).body.response as { status: string; response: string }[];
    expect(list[0]).toMatchObject({ status: "declined", response: "No trainers free then" });
    expect(await db.universityRequest.count({ where: { universityId: university.id } })).toBe(1);
  });

  it("validates kind, programme, dates and students", async () => {
    const { user } = await createUniversity();
    const post = (body: unknown) => call(requestsRoute.POST as Handler, { as: user, method: "POST", body });

    const empty = await post({ kind: "", programme: "", startDate: "", endDate: "", expectedStudents: "" });
    expect(badRequestErrors(empty)).toMatchObject({
      kind: "Request type is required",
      startDate: "Start date is required",
      endDate: "End date is required",
      expectedStudents: "Expected students must be at least 1",
    });

    expect((await post({ ...validRequest(), programme: "Basket Weaving" })).body.errors?.programme).toBe("Please choose a programme from the catalogue");
    // A sponsored batch runs a programme; a placement drive request may name none (issue 44).
    expect((await post({ ...validRequest(), kind: "training", programme: "" })).body.errors?.programme).toBe("Programme is required");
    const drive = await post({ ...validRequest(), programme: "" });
    expect(drive.status).toBe(201);
    expect(drive.body.response).toMatchObject({ kind: "placementDrive", programme: null });
    expect((await post({ ...validRequest(), expectedStudents: 0 })).body.errors?.expectedStudents).toBe("Expected students must be at least 1");
    expect((await post({ ...validRequest(), startDate: "2030-02-31" })).body.errors?.startDate).toBe("Please enter a valid date");

    const past = await post({ ...validRequest(), startDate: daysFromToday(-1), endDate: daysFromToday(3) });
    expect(past.status).toBe(400);
    expect(past.body.errors?.startDate).toBe("Start date cannot be in the past");

    const backwards = await post({ ...validRequest(), startDate: daysFromToday(5), endDate: daysFromToday(4) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.endDate).toBe("End date must be on or after the start date");

    // today and a one-day event are fine
    expect((await post({ ...validRequest(), startDate: daysFromToday(0), endDate: daysFromToday(0) })).status).toBe(201);
  });

  it("pages the university's list in SQL", async () => {
    const { user } = await createUniversity();
    for (let i = 0; i < 3; i++) await call(requestsRoute.POST as Handler, { as: user, method: "POST", body: validRequest() });
    const first = await call(requestsRoute.GET as Handler, { as: user, path: "/api/v1/university/requests?limit=2" });
    const second = await call(requestsRoute.GET as Handler, { as: user, path: "/api/v1/university/requests?limit=2&page=2" });
    expect(first.body.response as unknown[]).toHaveLength(2);
    expect(second.body.response as unknown[]).toHaveLength(1);
    expect(first.headers.get("X-Total-Count")).toBe("3");
  });

  it("the action creates a request for the logged-in university", async () => {
    const { user, university } = await createUniversity();
    session.user = user;
    const result = await actions.createUniversityRequestAction(validRequest());
    expect(result).toMatchObject({ ok: true, message: "Request submitted successfully", data: { status: "pending" } });
    expect(await db.universityRequest.count({ where: { universityId: university.id } })).toBe(1);
    const bad = await actions.createUniversityRequestAction({ ...validRequest(), expectedStudents: -2 });
    expect(bad).toMatchObject({ ok: false, status: 400, code: "VALIDATION", errors: { expectedStudents: "Expected students must be at least 1" } });
  });

  it("the profile action saves the profile and returns the renamed session user", async () => {
    const { user } = await createUniversity("Before Rename");
    session.user = user;
    const result = await actions.updateUniversityProfileAction(validProfile);
    expect(result).toMatchObject({
      ok: true,
      message: "Profile updated successfully",
      data: {
        profile: { instituteName: "Modern College of Engineering", coursesOffered: ["B.E. Computer", "MBA", "B.Sc"], studentStrength: 2400 },
        user: { id: user.id, role: "University", name: "Modern College of Engineering" },
      },
    });
    const bad = await actions.updateUniversityProfileAction({ ...validProfile, instituteName: "Not Saved", website: "not a url", city: " " });
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      code: "VALIDATION",
      errors: { website: "Invalid website URL", city: "City is required" },
    });
    expect((await db.university.findUniqueOrThrow({ where: { userId: user.id } })).instituteName).toBe("Modern College of Engineering");
  });

  it("the list's paging follows the shared rules (one maximum page size)", async () => {
    const { user } = await createUniversity();
    const tooBig = await call(requestsRoute.GET as Handler, { as: user, path: "/api/v1/university/requests?limit=101" });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors?.limit).toBe("Limit must be at most 100");
    expect((await call(requestsRoute.GET as Handler, { as: user, path: "/api/v1/university/requests?page=0x10" })).status).toBe(400);
  });
});
