import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { CSRF_COOKIE } from "./account-cookies";
import { csrfRefusalResponse } from "./csrf-request";

const token = "t".repeat(43);
const post = (headers: Record<string, string>) =>
  new NextRequest("http://alpha.localhost:3000/api/watchlist/save-car", { method: "POST", headers: { host: "alpha.localhost:3000", cookie: `${CSRF_COOKIE}=${token}`, ...headers } });

describe("csrfRefusalResponse — a shopper's JSON POST", () => {
  it("passes a same-site request carrying the cookie's token", () => {
    expect(csrfRefusalResponse(post({ origin: "http://alpha.localhost:3000", "x-csrf-token": token }))).toBeNull();
  });

  it.each<[string, Record<string, string>]>([
    ["from another site", { origin: "https://evil.example", "x-csrf-token": token }],
    ["without the header", { origin: "http://alpha.localhost:3000" }],
    ["with another token", { origin: "http://alpha.localhost:3000", "x-csrf-token": "u".repeat(43) }],
    ["without Origin or Referer", { "x-csrf-token": token }],
  ])("answers 403 naming X-CSRF-Token %s", async (_label, headers) => {
    const response = csrfRefusalResponse(post(headers));
    expect(response?.status).toBe(403);
    expect(await response?.json()).toEqual({ error: { parameter: "X-CSRF-Token", message: expect.stringContaining("did not come from this site") } });
  });
});
