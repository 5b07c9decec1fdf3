import { z } from "zod";
import { ROLES } from "@/lib/auth/types";
import type { Operation } from "@/lib/api/operation";
import { idParams } from "@/lib/api/schemas";

export const getFile = {
  id: "getFile",
  method: "GET",
  path: "/files/{id}",
  summary:
    "A stored file's bytes: for its owner, an employer the candidate applied to (resume), a recruiter of the staffing desk " +
    "(the current resume of a candidate who lets employers find them), or an admin",
  tag: "Files",
  auth: ROLES,
  params: idParams,
  response: z.string(),
  binary: true,
  errors: [404],
} as const satisfies Operation;
