// A real HTTP server on 127.0.0.1: once installed, the request its handler sees carries no address the
// client claimed, whatever it sent; Next's own handler then writes the socket's address (base-server).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distrustForwardedAddresses } from "@/lib/security/forwarded-headers";

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ forwardedFor: req.headers["x-forwarded-for"] ?? null, realIp: req.headers["x-real-ip"] ?? null, forwarded: req.headers.forwarded ?? null, host: req.headers.host }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const forged = { "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.7", forwarded: "for=6.6.6.8" };
const seen = async () => (await fetch(base, { headers: forged })).json();

describe("distrustForwardedAddresses", () => {
  it("changes nothing when proxies are trusted", async () => {
    distrustForwardedAddresses(1);
    expect(await seen()).toMatchObject({ forwardedFor: "6.6.6.6", realIp: "6.6.6.7", forwarded: "for=6.6.6.8" });
  });

  it("with no proxy trusted, drops every forwarded address before the handler runs, and only those", async () => {
    distrustForwardedAddresses(0);
    distrustForwardedAddresses(0);
    expect(await seen()).toEqual({ forwardedFor: null, realIp: null, forwarded: null, host: new URL(base).host });
  });
});
