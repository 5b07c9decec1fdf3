// The demo admin as an API client, for specs that need an employer or a job approved.
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { apiLogin } from "./accounts";
import { DEMO } from "./auth";

export async function adminApi(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({ baseURL });
  await apiLogin(admin, "Admin", DEMO.admin.email, DEMO.admin.password);
  return admin;
}

/** Finds the pending employer with this login e-mail and approves it. */
export async function approveEmployer(admin: APIRequestContext, email: string): Promise<void> {
  const list = await admin.get("/api/v1/admin/employers?status=pending&limit=100");
  expect(list.status()).toBe(200);
  const mine = ((await list.json()) as { response: { id: string; email: string }[] }).response.find((e) => e.email === email);
  expect(mine, "the new employer is waiting for approval").toBeTruthy();
  const decided = await admin.patch(`/api/v1/admin/employers/${mine!.id}`, { data: { status: "approved" } });
  expect(decided.status(), await decided.text()).toBe(200);
}
