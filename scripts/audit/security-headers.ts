/**
 * Checks the security headers of each sampled response (see docs/quality-gates.md):
 * HTML pages need a nonce CSP (fresh per request, on every script in the page), and every response
 * needs nosniff, Referrer-Policy, Permissions-Policy, no X-Powered-By, and safe cookies. HSTS is
 * checked on a request that says, as a TLS-terminating proxy would, that it came over HTTPS.
 */
import type { IncomingHttpHeaders } from "node:http";
import { httpGet, type HttpResponse } from "./http";
import type { Failure } from "./report";

export type HeaderCheckRow = { url: string; kind: "html" | "other"; https: boolean; status: number; problems: string[] };

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
};

export function parseCsp(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** Script elements in `html` that would run and lack the nonce: inline or external, any JS type. */
export function scriptsWithoutNonce(html: string, nonce: string): string[] {
  const offenders: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1] ?? "";
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    const isData = type !== undefined && !["module", "text/javascript", "application/javascript", "importmap"].includes(type);
    if (isData) continue;
    const scriptNonce = /\bnonce\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (scriptNonce !== nonce) offenders.push(match[0].slice(0, 120));
  }
  return offenders;
}

export function checkResponseHeaders(response: HttpResponse, options: { html: boolean; https: boolean }): string[] {
  const problems: string[] = [];
  const h = response.headers;
  const csp = header(h, "content-security-policy");
  if (!csp) problems.push("no Content-Security-Policy");
  else {
    const directives = parseCsp(csp);
    const scriptSrc = directives.get("script-src") ?? directives.get("default-src") ?? [];
    if (scriptSrc.includes("'unsafe-inline'")) problems.push("CSP script-src allows 'unsafe-inline'");
    if (scriptSrc.includes("'unsafe-eval'")) problems.push("CSP script-src allows 'unsafe-eval'");
    if (options.html && !scriptSrc.some((s) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(s))) problems.push("CSP script-src has no nonce");
    const objectSrc = directives.get("object-src") ?? directives.get("default-src");
    if (objectSrc?.join(" ") !== "'none'") problems.push(`CSP object-src is ${objectSrc?.join(" ") ?? "unset"}, not 'none'`);
    if (directives.get("base-uri")?.join(" ") !== "'none'") problems.push(`CSP base-uri is ${directives.get("base-uri")?.join(" ") ?? "unset"}, not 'none'`);
    if (!directives.get("frame-ancestors")?.length) problems.push("CSP frame-ancestors unset");
    if (options.https && options.html && !directives.has("upgrade-insecure-requests")) problems.push("CSP lacks upgrade-insecure-requests over HTTPS");
  }
  if (header(h, "x-content-type-options")?.toLowerCase() !== "nosniff") problems.push("X-Content-Type-Options is not nosniff");
  const referrer = header(h, "referrer-policy");
  if (!referrer) problems.push("no Referrer-Policy");
  else if (/unsafe-url|no-referrer-when-downgrade/i.test(referrer)) problems.push(`Referrer-Policy ${referrer} leaks full URLs`);
  if (!header(h, "permissions-policy")) problems.push("no Permissions-Policy");
  if (header(h, "x-powered-by") !== undefined) problems.push(`X-Powered-By: ${header(h, "x-powered-by")}`);
  const hsts = header(h, "strict-transport-security");
  if (options.https) {
    const maxAge = Number(/max-age=(\d+)/i.exec(hsts ?? "")?.[1] ?? -1);
    if (maxAge < 31_536_000) problems.push(hsts ? `HSTS max-age ${maxAge} is under a year` : "no Strict-Transport-Security over HTTPS");
  }
  for (const cookie of ([] as string[]).concat(h["set-cookie"] ?? [])) {
    const name = cookie.split("=")[0];
    if (!/;\s*httponly/i.test(cookie)) problems.push(`cookie ${name} is not HttpOnly`);
    if (!/;\s*samesite=(lax|strict)/i.test(cookie)) problems.push(`cookie ${name} has no SameSite=Lax/Strict`);
    if (options.https && !/;\s*secure/i.test(cookie)) problems.push(`cookie ${name} is not Secure over HTTPS`);
  }
  return problems;
}

export async function checkSecurityHeaders(samples: { url: string; html: boolean }[]): Promise<{ rows: HeaderCheckRow[]; failures: Failure[] }> {
  const rows: HeaderCheckRow[] = [];
  for (const sample of samples) {
    for (const https of [false, true]) {
      const response = await httpGet(sample.url, https ? { "x-forwarded-proto": "https" } : {});
      const problems = response.status >= 200 && response.status < 400 ? checkResponseHeaders(response, { html: sample.html, https }) : [`status ${response.status}`];
      if (sample.html && !https) {
        const nonce = /'nonce-([^']+)'/.exec(header(response.headers, "content-security-policy") ?? "")?.[1];
        if (nonce) {
          for (const script of scriptsWithoutNonce(response.body, nonce)) problems.push(`script without the nonce: ${script}`);
          const again = await httpGet(sample.url);
          const second = /'nonce-([^']+)'/.exec(header(again.headers, "content-security-policy") ?? "")?.[1];
          if (second === nonce) problems.push("the nonce is the same on two requests");
        }
      }
      rows.push({ url: sample.url, kind: sample.html ? "html" : "other", https, status: response.status, problems });
    }
  }
  const failures = rows.flatMap((row) => row.problems.map((detail) => ({ gate: "security headers", where: `${row.url}${row.https ? " (https)" : ""}`, detail })));
  return { rows, failures };
}
