import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AXE_CHECKED_IN_E2E, e2eSpecCheckingAxe, type AxeCheckedInE2e } from "./axe-in-e2e";
import { AUDIT_INTERACTIONS, AUDIT_PAGES } from "./pages";
import type { HttpResponse } from "./http";
import { checkResponseHeaders, scriptsWithoutNonce } from "./security-headers";
import { checkSeoTags } from "./seo-tags";
import { routeMatches, scriptUrlsInHtml } from "./js-budget";
import { budgetMisses, median, type LighthouseSummary } from "./lighthouse";
import { auditCounts, foldFailures, formatTable } from "./report";
import { lookOfPage } from "./next-control";
import { documentLoadFailure } from "./document-load-failure";
import { buildSecurityHeaders } from "../../src/domain/security/security-headers";

const nonce = "AAAAAAAAAAAAAAAAAAAAAA==";
const response = (headers: Record<string, string | string[]>): HttpResponse => ({
  status: 200,
  url: "http://a.localhost:3300/",
  body: "",
  bytes: Buffer.alloc(0),
  headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
});

describe("checkResponseHeaders", () => {
  it("passes what the proxy sends, over HTTP and HTTPS", () => {
    expect(checkResponseHeaders(response(buildSecurityHeaders({ nonce, https: false, isDev: false })), { html: true, https: false })).toEqual([]);
    expect(checkResponseHeaders(response(buildSecurityHeaders({ nonce, https: true, isDev: false })), { html: true, https: true })).toEqual([]);
  });

  it.each([
    ["no CSP", { "Content-Security-Policy": undefined }, "no Content-Security-Policy"],
    ["inline scripts allowed", { "Content-Security-Policy": `script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'` }, "CSP script-src allows 'unsafe-inline'"],
    ["no nonce", { "Content-Security-Policy": `script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'` }, "CSP script-src has no nonce"],
    ["objects allowed", { "Content-Security-Policy": `script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'self'` }, "CSP object-src is unset, not 'none'"],
    ["no frame-ancestors", { "Content-Security-Policy": `script-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'` }, "CSP frame-ancestors unset"],
    ["sniffing", { "X-Content-Type-Options": undefined }, "X-Content-Type-Options is not nosniff"],
    ["leaky referrer", { "Referrer-Policy": "unsafe-url" }, "Referrer-Policy unsafe-url leaks full URLs"],
    ["no permissions policy", { "Permissions-Policy": undefined }, "no Permissions-Policy"],
    ["powered by", { "X-Powered-By": "Next.js" }, "X-Powered-By: Next.js"],
    ["a script-readable cookie", { "Set-Cookie": ["sid=1; Path=/; SameSite=Lax"] }, "cookie sid is not HttpOnly"],
    ["a cookie without SameSite", { "Set-Cookie": ["sid=1; Path=/; HttpOnly"] }, "cookie sid has no SameSite=Lax/Strict"],
  ])("flags %s", (_label, change, problem) => {
    const headers: Record<string, string | string[]> = { ...buildSecurityHeaders({ nonce, https: false, isDev: false }) };
    for (const [k, v] of Object.entries(change)) {
      if (v === undefined) delete headers[k];
      else headers[k] = v;
    }
    expect(checkResponseHeaders(response(headers), { html: true, https: false })).toContain(problem);
  });

  it("wants HSTS of a year and Secure cookies over HTTPS", () => {
    const headers: Record<string, string | string[]> = { ...buildSecurityHeaders({ nonce, https: true, isDev: false }), "Strict-Transport-Security": "max-age=600", "Set-Cookie": ["sid=1; HttpOnly; SameSite=Lax"] };
    expect(checkResponseHeaders(response(headers), { html: true, https: true })).toEqual(["HSTS max-age 600 is under a year", "cookie sid is not Secure over HTTPS"]);
  });
});

describe("scriptsWithoutNonce", () => {
  it("finds inline and external scripts without this request's nonce, but not data blocks", () => {
    const html = [
      `<script src="/_next/a.js" nonce="${nonce}"></script>`,
      `<script nonce="${nonce}">self.__next_f.push([])</script>`,
      `<script>alert(1)</script>`,
      `<script src="/x.js" nonce="other"></script>`,
      `<script type="application/ld+json">{}</script>`,
      `<script type="module">import "/m.js"</script>`,
    ].join("");
    expect(scriptsWithoutNonce(html, nonce)).toEqual(["<script>", `<script src="/x.js" nonce="other">`, `<script type="module">`]);
  });
});

describe("checkSeoTags", () => {
  const head = (extra: string) =>
    `<html><head><meta name="description" content="d"/><meta property="og:title" content="t"/><meta property="og:url" content="u"/><meta property="og:type" content="website"/><meta property="og:site_name" content="s"/><meta name="twitter:card" content="summary"/><meta name="twitter:title" content="t"/><link rel="icon" href="/icon.svg"/><link rel="manifest" href="/manifest.webmanifest"/>${extra}</head><body></body></html>`;

  it("accepts a complete head", () => {
    expect(checkSeoTags("http://a.localhost:3300/cars/x", head(`<link rel="canonical" href="http://a.localhost:3300/cars/x"/>`))).toEqual([]);
  });

  it.each([
    ["", "no <link rel=canonical>"],
    [`<link rel="canonical" href="/cars/x"/>`, "canonical /cars/x is not an absolute URL"],
    [`<link rel="canonical" href="http://b.localhost:3300/cars/x"/>`, "canonical http://b.localhost:3300/cars/x is not on http://a.localhost:3300"],
    [`<link rel="canonical" href="http://a.localhost:3300/"/>`, "canonical path / differs from /cars/x"],
  ])("flags %s", (tag, problem) => {
    expect(checkSeoTags("http://a.localhost:3300/cars/x", head(tag))).toContain(problem);
  });

  it("lists each missing social tag", () => {
    expect(checkSeoTags("http://a.localhost/", "<html><head><title>x</title></head></html>")).toEqual(
      expect.arrayContaining(["no og:title", "no twitter:card", "no <link rel=icon>", "no <link rel=manifest>"]),
    );
  });
});

describe("routeMatches", () => {
  it.each([
    ["/[host]/cars/[slug]", "/[host]/cars/[slug]", true],
    ["/[host]/cars/[slug]", "/[host]/cars/[slug]/print", false],
    ["/[host]/search*", "/[host]/search/[[...filters]]", true],
    ["/[host]", "/[host]/cars/[slug]", false],
  ])("%s vs %s → %s", (pattern, route, expected) => expect(routeMatches(pattern, route)).toBe(expected));
});

describe("scriptUrlsInHtml", () => {
  it("counts scripts and script preloads, not nomodule polyfills or other hosts", () => {
    const html = `<link rel="preload" as="script" href="/_next/a.js"/><link rel="stylesheet" href="/_next/s.css"/><script src="/_next/b.js" async=""></script><script src="/_next/p.js" noModule=""></script><script src="https://cdn.example/x.js"></script>`;
    expect(scriptUrlsInHtml(html)).toEqual(["/_next/b.js", "/_next/a.js"]);
  });
});

describe("median", () => {
  it.each([
    [[3, 1, 2], 2],
    [[90, 97, 81], 90],
    [[1, 2, 3, 4], 2.5],
  ])("%j → %s", (values, expected) => expect(median(values)).toBe(expected));
});

describe("Lighthouse budgets: timing is reported, the rest fails the audit", () => {
  const passing: LighthouseSummary = {
    scores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
    fcpMs: 900, lcpMs: 1_800, tbtMs: 120, cls: 0, speedIndexMs: 1_200, failingAudits: [], lcpElement: "img", benchmarkIndex: 1_500,
  };
  const misses = (change: Partial<LighthouseSummary>) => budgetMisses("/page", { ...passing, ...change }).map((m) => `${m.timing ? "reported" : "gated"}: ${m.detail.split(" (")[0]}`);

  it.each<[string, Partial<LighthouseSummary>, string[]]>([
    ["all within budget", {}, []],
    ["performance below 90", { scores: { ...passing.scores, performance: 89 } }, ["reported: performance 89 < 90"]],
    ["TBT over 200 ms", { tbtMs: 201 }, ["reported: TBT 201 ms > 200 ms"]],
    ["LCP over 2.5 s", { lcpMs: 2_600 }, ["reported: LCP 2600 ms > 2500 ms"]],
    ["CLS over 0.05", { cls: 0.06 }, ["gated: CLS 0.060 > 0.05"]],
    ["accessibility below 100", { scores: { ...passing.scores, accessibility: 96 } }, ["gated: accessibility 96 < 100"]],
    [
      "a failing best-practices audit is named",
      { scores: { ...passing.scores, "best-practices": 96 }, failingAudits: [{ category: "best-practices", id: "errors-in-console", title: "Browser errors were logged to the console", items: ["x.js"] }] },
      ["gated: best-practices 96 < 100", "gated: best-practices/errors-in-console: Browser errors were logged to the console — x.js"],
    ],
  ])("%s", (_, change, expected) => expect(misses(change)).toEqual(expected));
});

describe("report", () => {
  it("folds identical failures", () => {
    const f = { gate: "g", where: "w", detail: "d" };
    expect(foldFailures([f, f, { ...f, detail: "e" }])).toEqual([{ ...f, count: 2 }, { ...f, detail: "e", count: 1 }]);
  });

  it("aligns columns and right-aligns numbers", () => {
    expect(formatTable("T", ["page", "n"], [["home", 5], ["vehicle", 10]]).split("\n")).toEqual(["", "== T ==", "page      n", "-------  --", "home      5", "vehicle  10"]);
  });
});

describe("auditCounts", () => {
  const failure = (gate: string, where: string) => ({ gate, where, detail: "x" });
  it.each([
    ["all green", { axe: 10, html: 5 }, [], { passed: 15, failed: 0, skipped: 0 }],
    ["two failures on one axe state count once", { axe: 10 }, [failure("axe", "/a"), failure("axe", "/a")], { passed: 9, failed: 1, skipped: 0 }],
    ["the same place failing two gates counts twice", { axe: 10, html: 5 }, [failure("axe", "/a"), failure("html validity", "/a")], { passed: 13, failed: 2, skipped: 0 }],
  ])("%s", (_, checked, failures, expected) => expect(auditCounts(checked, failures)).toEqual(expected));
});

describe("lookOfPage", () => {
  it("finds the stylesheets in order and the first high-priority image, whatever the attribute order", () => {
    const html = `<head><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="x" data-precedence="next"/><link rel="preload" as="script" href="/x.js"/><link href="/b.css" rel="stylesheet"/></head>
      <body><img src="/logo.svg" alt="" width="80" height="20"/><img src="/media/1.webp" alt="" width="1200" height="800" loading="eager" fetchPriority="high"/><img src="/media/2.webp" fetchPriority="high"/></body>`;
    expect(lookOfPage(html)).toEqual({ stylesheets: ["/_next/static/chunks/a.css", "/b.css"], photo: { src: "/media/1.webp", width: 1200, height: 800 } });
  });

  it("reports no photo when nothing is fetched at high priority", () => {
    expect(lookOfPage(`<img src="/a.webp" loading="lazy"/>`)).toEqual({ stylesheets: [], photo: null });
  });
});

describe("documentLoadFailure: why Chrome ended on its error page", () => {
  const sent = (requestId: string, type: string, url: string) => ({ method: "Network.requestWillBeSent", params: { requestId, type, request: { url } } });
  const failed = (requestId: string, errorText: string, blockedReason?: string) => ({ method: "Network.loadingFailed", params: { requestId, errorText, blockedReason } });
  const url = "http://harbour-toyota.localhost:3300/";

  it.each([
    ["the document's connection was refused", [sent("1", "Document", url), failed("1", "net::ERR_CONNECTION_REFUSED")], `${url}: net::ERR_CONNECTION_REFUSED`],
    ["the document was blocked", [sent("1", "Document", url), failed("1", "net::ERR_BLOCKED_BY_CLIENT", "inspector")], `${url}: net::ERR_BLOCKED_BY_CLIENT (blocked: inspector)`],
    ["only a script failed", [sent("1", "Document", url), sent("2", "Script", `${url}a.js`), failed("2", "net::ERR_FAILED")], null],
    ["nothing failed", [sent("1", "Document", url)], null],
    ["no document was requested", [], null],
  ])("%s", (_case, log, expected) => {
    expect(documentLoadFailure(log)).toBe(expected);
  });
});

describe("AXE_CHECKED_IN_E2E: the audit skips axe only where an e2e spec runs it", () => {
  const auditPageOf = (entry: AxeCheckedInE2e) =>
    AUDIT_PAGES.find((page) => page.kind === entry.kind && (entry.path === undefined || page.path === entry.path) && entry.templates.every((t) => !page.templates || page.templates.includes(t)));

  it.each(AXE_CHECKED_IN_E2E.map((entry) => [`${entry.kind} ${entry.path ?? ""} ${entry.state} (${entry.spec})`, entry] as const))("%s", (_name, entry) => {
    const spec = readFileSync(entry.spec, "utf8");
    expect(spec).toContain("expectNoAxeViolations(");
    expect(spec).toContain(entry.specMentions);
    expect(auditPageOf(entry), "an audit page of this kind, path and templates").toBeDefined();
    expect(["loaded", ...AUDIT_INTERACTIONS.filter((i) => i.kind === entry.kind).map((i) => i.name)]).toContain(entry.state);
  });

  it("matches a target by kind, path, template, viewport and state", () => {
    const finance = { kind: "form" as const, template: "outdoor", url: "http://r.localhost:3300/finance" };
    expect(e2eSpecCheckingAxe(finance, "phone", "loaded")).toBe("tests/e2e/finance.phone.spec.ts");
    expect(e2eSpecCheckingAxe(finance, "desktop", "loaded")).toBeUndefined();
    expect(e2eSpecCheckingAxe({ ...finance, url: "http://r.localhost:3300/reviews/new" }, "phone", "loaded")).toBeUndefined();
    const vehicle = { kind: "vehicle" as const, template: "manufacturer", url: "http://h.localhost:3300/cars/a-car" };
    expect(e2eSpecCheckingAxe(vehicle, "phone", "enquiry form")).toBe("tests/e2e/forms.phone.spec.ts");
    expect(e2eSpecCheckingAxe(vehicle, "phone", "delivery estimate")).toBeUndefined();
    expect(e2eSpecCheckingAxe({ ...vehicle, template: "outdoor" }, "phone", "enquiry form")).toBeUndefined();
  });
});
