// The Find Jobs filter's static country list (loaded by the browser) is the server's list.
import { describe, expect, it } from "vitest";
import { ALL_COUNTRIES } from "@/components/job-search/country-options";
import { listCountries } from "@/lib/locations";

describe("country options", () => {
  it("match lib/locations' countries, in the same order", () => {
    expect(ALL_COUNTRIES).toEqual(listCountries());
    expect(ALL_COUNTRIES.length).toBeGreaterThan(200);
  });
});
