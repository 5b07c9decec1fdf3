// The origin is read when the server runs (decisions.md section 20): SITE_URL first, then the older
// NEXT_PUBLIC_SITE_URL, both from the environment of the moment, never a value fixed when the code was built.
import { afterEach, describe, expect, it } from "vitest";
import { siteUrl } from "@/lib/site/url";

const saved = { SITE_URL: process.env.SITE_URL, NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("siteUrl", () => {
  it("follows the environment as it is now, SITE_URL first, without a trailing slash", () => {
    delete process.env.SITE_URL;
    delete process.env.NEXT_PUBLIC_SITE_URL;
    expect(siteUrl()).toBe("http://localhost:3000");
    process.env.NEXT_PUBLIC_SITE_URL = "https://old.example/";
    expect(siteUrl()).toBe("https://old.example");
    process.env.SITE_URL = "https://jobs.example//";
    expect(siteUrl()).toBe("https://jobs.example");
    process.env.SITE_URL = "";
    expect(siteUrl()).toBe("https://old.example");
  });
});
