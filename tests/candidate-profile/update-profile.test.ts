import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  as,
  bytesFile,
  callFile,
  callGetProfile,
  callUpdate,
  fakeDoc,
  fixture,
  formOf,
  FULL_TEXT,
  storedUploads,
  setupTempDataDir,
} from "./helpers";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const dataDir = setupTempDataDir();
const { db } = await import("@/lib/db");
const { createCandidate, createUser } = await import("@/tests/factories");

const MB = 1024 * 1024;

async function newCandidate() {
  const { user } = await createCandidate();
  as(user);
  return user;
}

function allFiles() {
  return {
    resumeFile: fixture("resume.pdf", "application/pdf"),
    panCardFile: fixture("pan-card.png", "image/png"),
    drivingLicenseFile: fixture("license.jpg", "image/jpeg"),
    passPortFile: fixture("passport.webp", "image/webp"),
  };
}

beforeAll(async () => {
  await db.$queryRaw`SELECT 1`;
});

afterEach(() => {
  vi.restoreAllMocks();
  as(null);
});

describe("POST candidate/update-profile", () => {
  it("saves every field and file, returns the list of languages, and marks the profile complete", async () => {
    const user = await newCandidate();
    const res = await callUpdate(formOf({ ...FULL_TEXT, drivingLicenseNumber: "MH12 2019 0001234", passPortNumber: "K1234567", ...allFiles() }));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe("Profile updated successfully!");
    const saved = res.body.response;
    expect(saved).toMatchObject({ id: user.id, fullName: "Priya Sharma", email: user.email, mobile: "9876543210" });
    expect(saved.profile).toMatchObject({
      gender: "Female",
      dob: "1998-04-12",
      language: ["English", "Hindi", "Marathi"],
      panCardNumber: "ABCPS1234K",
      drivingLicenseNumber: "MH12 2019 0001234",
      workExperience: 0,
      passingYear: 2020,
      prefferedLocation: "Pune",
      isProfileCompleted: true,
    });
    for (const field of ["resumeFile", "panCardFile", "drivingLicenseFile", "passPortFile"]) {
      expect(saved.profile[field]).toMatch(/^\/api\/v1\/files\/[a-z0-9]+$/);
    }

    const again = await callGetProfile();
    expect(again.status).toBe(200);
    expect(again.body.response).toEqual(saved);

    const rows = await db.storedFile.findMany({ where: { ownerId: user.id } });
    expect(rows.map((r) => r.kind).sort()).toEqual(["drivingLicense", "panCard", "passport", "resume"]);
    for (const row of rows) expect(existsSync(path.join(dataDir, "uploads", row.storageKey.slice(0, 2), row.storageKey))).toBe(true);
  });

  it("allows a partial save and keeps fields it was not sent", async () => {
    const user = await newCandidate();
    const first = await callUpdate(formOf({ gender: "Male", course: "Diploma" }));
    expect(first.status).toBe(200);
    expect(first.body.response.profile).toMatchObject({ gender: "Male", course: "Diploma", marks: null, isProfileCompleted: false });

    const second = await callUpdate(formOf({ marks: "72%", course: "" }));
    expect(second.body.response.profile).toMatchObject({ gender: "Male", course: null, marks: "72%", isProfileCompleted: false });
    expect(second.body.response.fullName).toBe(user.name);
  });

  it("accepts language as repeated parts or a JSON array", async () => {
    await newCandidate();
    const repeated = await callUpdate(formOf({ language: ["English", "Tamil"] }));
    expect(repeated.body.response.profile.language).toEqual(["English", "Tamil"]);
    const json = await callUpdate(formOf({ language: '["Hindi","Bengali"]' }));
    expect(json.body.response.profile.language).toEqual(["Hindi", "Bengali"]);
  });

  it("turns the flag off again when a required field is cleared", async () => {
    await newCandidate();
    // A licence image without its number is saved, but the KYC step does not validate.
    const half = await callUpdate(formOf({ ...FULL_TEXT, ...allFiles(), passPortNumber: "K1" }));
    expect(half.status).toBe(200);
    expect(half.body.response.profile.isProfileCompleted).toBe(false);
    const full = await callUpdate(formOf({ drivingLicenseNumber: "DL1" }));
    expect(full.body.response.profile.isProfileCompleted).toBe(true);
    const cleared = await callUpdate(formOf({ marks: "" }));
    expect(cleared.body.response.profile.isProfileCompleted).toBe(false);
  });

  it("refuses invalid fields with 400 and errors per field", async () => {
    await newCandidate();
    const res = await callUpdate(formOf({ gender: "Robot", mobile: "123", passingYear: "1800", workExperience: "-2" }));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual({
      gender: "Please choose Male, Female or Other",
      mobile: "Please enter a valid 10-digit mobile number",
      passingYear: "Please enter a valid passing year",
      workExperience: "Please enter whole years between 0 and 60",
    });
  });

  it("refuses a resume over 5 MB and an image over 2 MB with 413", async () => {
    await newCandidate();
    const bigPdf = new Uint8Array(5 * MB + 1);
    bigPdf.set(new TextEncoder().encode("%PDF-1.4\n"));
    const resume = await callUpdate(formOf({ resumeFile: bytesFile(bigPdf, "big.pdf") }));
    expect(resume.status).toBe(413);
    expect(resume.body.errors).toEqual({ resumeFile: "The resume must be 5 MB or smaller" });

    const bigPng = new Uint8Array(2 * MB + 1);
    bigPng.set(readFileSync(path.resolve("e2e/fixtures/pan-card.png")));
    const image = await callUpdate(formOf({ panCardFile: bytesFile(bigPng, "big.png") }));
    expect(image.status).toBe(413);
    expect(image.body.message).toBe("The image must be 2 MB or smaller");
  });

  it("refuses a body larger than every file limit together before reading it", async () => {
    await newCandidate();
    const res = await callUpdate(formOf({ gender: "Male" }), { "content-length": String(50 * MB) });
    expect(res.status).toBe(413);
  });

  it("counts a body sent without a length (chunked) and refuses it past the limit", async () => {
    await newCandidate();
    const { POST } = await import("@/app/api/v1/candidate/update-profile/route");
    const encoded = new Response(formOf({ gender: "Male", resumeFile: bytesFile(new Uint8Array(12 * MB), "huge.pdf") }));
    const req = new NextRequest("http://localhost/api/v1/candidate/update-profile", {
      method: "POST",
      body: encoded.body,
      headers: { "content-type": encoded.headers.get("content-type")! },
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    expect(req.headers.get("content-length")).toBeNull();
    const res = await POST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("The upload is too large. Resumes may be up to 5 MB and images up to 2 MB.");
  });

  it("refuses wrong and disguised types with 415", async () => {
    await newCandidate();
    const textAsPdf = await callUpdate(formOf({ resumeFile: fixture("not-a-pdf.pdf", "application/pdf") }));
    expect(textAsPdf.status).toBe(415);
    expect(textAsPdf.body.errors).toEqual({ resumeFile: "Please choose a PDF, DOC or DOCX file" });

    const exeAsPng = await callUpdate(formOf({ panCardFile: fixture("program.png", "image/png") }));
    expect(exeAsPng.status).toBe(415);
    expect(exeAsPng.body.errors).toEqual({ panCardFile: "Please choose a PNG, JPG or WEBP image" });

    const pdfAsImage = await callUpdate(formOf({ passPortFile: fixture("resume.pdf", "image/png", "passport.png") }));
    expect(pdfAsImage.status).toBe(415);

    const spreadsheetAsDoc = await callUpdate(formOf({ resumeFile: bytesFile(fakeDoc(false), "cv.doc") }));
    expect(spreadsheetAsDoc.status).toBe(415);
  });

  it("refuses an image of more than 25 megapixels with 400 before decoding it", async () => {
    // Issue 12: a flat-colour PNG compresses to a few KB whatever its size, so the byte limit does
    // not stop it; decoding 30 MP would. The header's dimensions are checked first.
    await newCandidate();
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(2 * MB);
    const res = await callUpdate(formOf({ panCardNumber: "A1", panCardFile: bytesFile(huge, "huge.png") }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: "VALIDATION",
      errors: { panCardFile: "The image is too large: please use one of at most 25 megapixels" },
    });
    const ok = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: "#ffffff" } }).png().toBuffer();
    expect((await callUpdate(formOf({ panCardNumber: "A1", panCardFile: bytesFile(ok, "ok.png") }))).status).toBe(200);
  });

  it("refuses a lone surrogate inside the language JSON text with 400, not 500", async () => {
    // Issue 12: the multipart part itself is plain ASCII; JSON.parse turns "\ud800" into a lone
    // surrogate, which Prisma cannot send to Postgres.
    const user = await newCandidate();
    const res = await callUpdate(formOf({ language: '["\\ud800x", "English"]', gender: "Male" }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "VALIDATION" });
    expect((await db.candidateProfile.findUnique({ where: { userId: user.id } }))?.gender ?? null).toBeNull();
    const repeated = await callUpdate(formOf({ language: ["English", '["\\udc00"]'] }));
    expect(repeated.status).toBe(400);
  });

  it("accepts docx and doc resumes, typed from their bytes", async () => {
    await newCandidate();
    const docx = await callUpdate(formOf({ resumeFile: fixture("resume.docx", "application/octet-stream", "my cv.pdf") }));
    expect(docx.status).toBe(200);
    const docxRow = await db.storedFile.findFirstOrThrow({ where: { id: docx.body.response.profile.resumeFile.split("/").pop() } });
    expect(docxRow.mimeType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(docxRow.fileName).toBe("my-cv.docx");

    const doc = await callUpdate(formOf({ resumeFile: bytesFile(fakeDoc(), "old.doc") }));
    expect(doc.status).toBe(200);
    const docRow = await db.storedFile.findFirstOrThrow({ where: { id: doc.body.response.profile.resumeFile.split("/").pop() } });
    expect(docRow.mimeType).toBe("application/msword");
  });

  it("re-encodes ID images without their EXIF data", async () => {
    const user = await newCandidate();
    const original = readFileSync(path.resolve("e2e/fixtures/license.jpg"));
    expect(original.includes("EXIF-SECRET-MARKER")).toBe(true);
    const res = await callUpdate(formOf({ drivingLicenseNumber: "DL1", drivingLicenseFile: fixture("license.jpg", "image/jpeg") }));
    expect(res.status).toBe(200);
    const fileRes = await callFile(res.body.response.profile.drivingLicenseFile);
    const served = Buffer.from(await fileRes.arrayBuffer());
    expect(fileRes.headers.get("content-type")).toBe("image/jpeg");
    expect(served.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(served.includes("EXIF-SECRET-MARKER")).toBe(false);
    expect(served.includes("Test Camera")).toBe(false);
    expect(user.id).toBeTruthy();
  });

  it("changes nothing when one file of several is refused", async () => {
    const user = await newCandidate();
    const before = storedUploads(dataDir);
    const res = await callUpdate(
      formOf({
        ...FULL_TEXT,
        panCardFile: fixture("pan-card.png", "image/png"),
        passPortFile: fixture("passport.webp", "image/webp"),
        resumeFile: fixture("not-a-pdf.pdf", "application/pdf"),
      }),
    );
    expect(res.status).toBe(415);
    const profile = await db.candidateProfile.findUniqueOrThrow({ where: { userId: user.id } });
    expect(profile).toMatchObject({ gender: null, course: null, panCardFileId: null, passPortFileId: null, isProfileCompleted: false });
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe(user.name);
    expect(storedUploads(dataDir)).toEqual(before);
  });

  it("removes the new files again when the database write fails", async () => {
    const user = await newCandidate();
    const before = storedUploads(dataDir);
    vi.spyOn(db, "$transaction").mockRejectedValueOnce(new Error("database went away"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await callUpdate(formOf({ panCardNumber: "A1", panCardFile: fixture("pan-card.png", "image/png") }));
    expect(res.status).toBe(500);
    expect(storedUploads(dataDir)).toEqual(before);
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it("deletes the replaced file's row and bytes", async () => {
    const user = await newCandidate();
    const first = await callUpdate(formOf({ resumeFile: fixture("resume.pdf", "application/pdf") }));
    const oldLink: string = first.body.response.profile.resumeFile;
    const oldRow = await db.storedFile.findUniqueOrThrow({ where: { id: oldLink.split("/").pop() } });
    const oldPath = path.join(dataDir, "uploads", oldRow.storageKey.slice(0, 2), oldRow.storageKey);
    expect(existsSync(oldPath)).toBe(true);

    const second = await callUpdate(formOf({ resumeFile: fixture("resume.docx") }));
    expect(second.status).toBe(200);
    const newLink: string = second.body.response.profile.resumeFile;
    expect(newLink).not.toBe(oldLink);
    expect(existsSync(oldPath)).toBe(false);
    expect(await db.storedFile.findUnique({ where: { id: oldRow.id } })).toBeNull();
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(1);
    expect((await callFile(oldLink)).status).toBe(404);
    expect((await callFile(newLink)).status).toBe(200);
  });

  it("keeps the stored file when the form echoes its link back", async () => {
    await newCandidate();
    const first = await callUpdate(formOf({ resumeFile: fixture("resume.pdf", "application/pdf") }));
    const link: string = first.body.response.profile.resumeFile;
    const second = await callUpdate(formOf({ resumeFile: link, marks: "70%" }));
    expect(second.status).toBe(200);
    expect(second.body.response.profile.resumeFile).toBe(link);
  });

  it("is for candidates only", async () => {
    as(null);
    expect((await callUpdate(formOf({ gender: "Male" }))).status).toBe(401);
    expect((await callGetProfile()).status).toBe(401);
    as(await createUser({ role: "Employer" }));
    expect((await callUpdate(formOf({ gender: "Male" }))).status).toBe(403);
    expect((await callGetProfile()).status).toBe(403);
  });

  it("answers get-profile for a candidate without a profile row with empty fields", async () => {
    const user = await createUser({ role: "Candidate" });
    as(user);
    const res = await callGetProfile();
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ id: user.id, email: user.email, profile: { language: [], resumeFile: null, isProfileCompleted: false } });
  });
});
