// The city type-ahead's suggestions: prefix matches first, then matches inside the name, at most eight.
import { describe, expect, it } from "vitest";
import { suggestCities } from "@/components/job-search/city-combobox";

describe("suggestCities", () => {
  const cities = ["Ahmednagar", "Mumbai", "Nagpur", "Nashik", "Navi Mumbai", "Pune"];

  it("puts the cities starting with the text before those containing it, case-insensitively", () => {
    expect(suggestCities(cities, "MUM")).toEqual(["Mumbai", "Navi Mumbai"]);
    expect(suggestCities(cities, " na ")).toEqual(["Nagpur", "Nashik", "Navi Mumbai", "Ahmednagar"]);
  });

  it("shows the first cities for an empty text and nothing for no match; never more than the limit", () => {
    expect(suggestCities(cities, "", 3)).toEqual(["Ahmednagar", "Mumbai", "Nagpur"]);
    expect(suggestCities(cities, "zz")).toEqual([]);
    const many = Array.from({ length: 600 }, (_, i) => `Town ${i}`);
    expect(suggestCities(many, "town")).toHaveLength(8);
  });
});
