import { describe, expect, it } from "vitest";
import {
  buildContentSecurityPolicy,
  buildPermissionsPolicy,
  buildSecurityHeaders,
  buildStaticResponseHeaders,
  isHttpsRequest,
} from "./security-headers";

const nonce = "MTIzNDU2Nzg5MGFiY2RlZg==";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("buildContentSecurityPolicy", () => {
  const production = directives(buildContentSecurityPolicy({ nonce, https: true, isDev: false }));

  it.each([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]],
    ["style-src", ["'self'", `'nonce-${nonce}'`]],
    ["style-src-elem", ["'self'", `'nonce-${nonce}'`]],
    ["style-src-attr", ["'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["font-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
    ["upgrade-insecure-requests", []],
  ])("production over HTTPS: %s %j", (name, values) => {
    expect(production.get(name)).toEqual(values);
  });

  it("never allows inline scripts or eval in production", () => {
    const scripts = production.get("script-src")!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("asks to upgrade insecure requests only over HTTPS", () => {
    expect(directives(buildContentSecurityPolicy({ nonce, https: false, isDev: false })).has("upgrade-insecure-requests")).toBe(false);
  });

  it("allows eval and unsigned styles in development only", () => {
    const dev = directives(buildContentSecurityPolicy({ nonce, https: false, isDev: true }));
    expect(dev.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", "'unsafe-eval'"]);
    expect(dev.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("without a nonce allows only our own script files", () => {
    expect(directives(buildContentSecurityPolicy({ https: false, isDev: false })).get("script-src")).toEqual(["'self'"]);
  });

  it("lets pictures load from the map tile server's origin, and nothing that is not an origin", () => {
    const withTiles = directives(buildContentSecurityPolicy({ nonce, https: true, isDev: false, imageOrigins: ["https://tile.example.org", "https://*.tiles.example"] }));
    expect(withTiles.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://tile.example.org", "https://*.tiles.example"]);
    expect(withTiles.get("connect-src")).toEqual(["'self'"]);
    for (const bad of ["*", "https://tile.example.org/x", "https://a.example; script-src *", "tile.example.org"]) {
      expect(() => buildContentSecurityPolicy({ nonce, https: true, isDev: false, imageOrigins: [bad] })).toThrow(/origin/);
    }
  });

  it.each(["", "short", "has space in it 1234567", "quote'inside1234567890"])("rejects the unsafe nonce %j", (bad) => {
    expect(() => buildContentSecurityPolicy({ nonce: bad, https: false, isDev: false })).toThrow(/nonce/);
  });
});

describe("buildSecurityHeaders", () => {
  it.each([
    [true, `max-age=31536000; includeSubDomains`],
    [false, undefined],
  ])("https=%s → Strict-Transport-Security %j", (https, hsts) => {
    expect(buildSecurityHeaders({ nonce, https, isDev: false })["Strict-Transport-Security"]).toBe(hsts);
  });

  it("sets the fixed headers", () => {
    const headers = buildSecurityHeaders({ nonce, https: false, isDev: false });
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "SAMEORIGIN",
    });
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Content-Security-Policy"]).toContain(`'nonce-${nonce}'`);
  });

  it("never sets X-Powered-By", () => {
    expect(Object.keys(buildSecurityHeaders({ nonce, https: true, isDev: false })).map((k) => k.toLowerCase())).not.toContain("x-powered-by");
  });
});

describe("buildPermissionsPolicy", () => {
  it.each([
    ["camera=()"],
    ["microphone=()"],
    ["geolocation=()"],
    ["payment=()"],
    ["fullscreen=(self)"],
  ])("contains %s", (entry) => {
    expect(buildPermissionsPolicy().split(", ")).toContain(entry);
  });

  it("formats a custom policy", () => {
    expect(buildPermissionsPolicy({ camera: "()", fullscreen: "(self)" })).toBe("camera=(), fullscreen=(self)");
  });
});

describe("buildStaticResponseHeaders", () => {
  it("forbids scripts, objects and base changes and keeps the fixed headers", () => {
    const headers = buildStaticResponseHeaders({ https: false });
    const csp = directives(headers["Content-Security-Policy"]!);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("adds HSTS over HTTPS", () => {
    expect(buildStaticResponseHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/^max-age=31536000/);
  });
});

describe("isHttpsRequest", () => {
  it.each([
    ["https:", null, true],
    ["http:", null, false],
    ["http:", "https", true],
    ["http:", "HTTPS", true],
    ["http:", "https, http", true],
    ["http:", "http, https", false],
    ["http:", "", false],
    ["https", null, true],
  ])("protocol %s, X-Forwarded-Proto %j → %s", (protocol, forwardedProto, expected) => {
    expect(isHttpsRequest({ protocol, forwardedProto })).toBe(expected);
  });
});

describe("form-action and the payment provider (issue 18)", () => {
  it("lets the reserve form's answer redirect to the provider's hosted checkout, and nowhere else", () => {
    const csp = buildContentSecurityPolicy({ nonce: "abcdefghijklmnopqrstuv", https: true, isDev: false, formActionOrigins: ["https://checkout.stripe.com"] });
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com;");
    expect(buildContentSecurityPolicy({ https: true, isDev: false })).toContain("form-action 'self';");
  });
});
