// The four login calls' route handlers by role, for tests that log in through the API as each role.
// Import it after the test's vi.mock of next/headers (the routes read the mocked request).
export async function loadLoginRoutes() {
  return {
    Candidate: (await import("@/app/api/v1/candidate/login/route")).POST,
    Employer: (await import("@/app/api/v1/employer/login/route")).POST,
    University: (await import("@/app/api/v1/university/login/route")).POST,
    Admin: (await import("@/app/api/v1/admin/login/route")).POST,
  };
}
