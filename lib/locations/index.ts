// Country/state/city data ships with the app (country-state-city, decisions.md section 2). The city
// file alone is ~8 MB: never import this module from a client component; browsers get one list at a
// time through lib/locations/actions.ts. (No "server-only" import: scripts and tests use it too.)
import { City, Country, State } from "country-state-city";

export type LocationOption = { code: string; name: string };

export const DEFAULT_COUNTRY_CODE = "IN";

let countries: LocationOption[] | undefined;

/** Every country, by name. */
export function listCountries(): LocationOption[] {
  countries ??= Country.getAllCountries()
    .map((c) => ({ code: c.isoCode, name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return countries;
}

/** The states of a country (ISO code), by name; [] for an unknown country. */
export function listStates(countryCode: string): LocationOption[] {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return [];
  return State.getStatesOfCountry(countryCode.toUpperCase())
    .map((s) => ({ code: s.isoCode, name: s.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The cities of a state, by name (the code is the name: cities have no ISO code); [] when unknown. */
export function listCities(countryCode: string, stateCode: string): LocationOption[] {
  if (!/^[A-Za-z]{2}$/.test(countryCode) || !/^[A-Za-z0-9]{1,10}$/.test(stateCode)) return [];
  const names = new Set(City.getCitiesOfState(countryCode.toUpperCase(), stateCode.toUpperCase()).map((c) => c.name));
  return [...names].sort((a, b) => a.localeCompare(b)).map((name) => ({ code: name, name }));
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

export function countryByCode(code: string): LocationOption | undefined {
  return listCountries().find((c) => same(c.code, code));
}

export function countryByName(name: string): LocationOption | undefined {
  return listCountries().find((c) => same(c.name, name));
}

export function stateByCode(countryCode: string, stateCode: string): LocationOption | undefined {
  return listStates(countryCode).find((s) => same(s.code, stateCode));
}

export function stateByName(countryCode: string, name: string): LocationOption | undefined {
  return listStates(countryCode).find((s) => same(s.name, name));
}

/**
 * Turns the location part of a jobs query into names (jobs store names): `country`/`state` win,
 * otherwise `countryId`/`stateId` (ISO codes) are looked up. Unknown codes are kept as given, so
 * they simply match nothing.
 */
export function resolveLocationNames(q: {
  countryId?: string;
  country?: string;
  stateId?: string;
  state?: string;
  city?: string;
}): { country?: string; state?: string; city?: string } {
  const country = q.country ?? (q.countryId ? (countryByCode(q.countryId)?.name ?? q.countryId) : undefined);
  const countryCode = q.countryId ?? (q.country ? countryByName(q.country)?.code : undefined);
  let state = q.state;
  if (!state && q.stateId) state = (countryCode ? stateByCode(countryCode, q.stateId)?.name : undefined) ?? q.stateId;
  return { country, state, city: q.city };
}
