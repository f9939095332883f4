import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every route the app serves, read from the `src/app` file tree the way Next.js reads it, so the fuzz
 * suite covers a route the day it is added: pages, route handlers and metadata files.
 */
export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
export type RouteSegment =
  | { kind: "static"; value: string }
  | { kind: "param"; name: string }
  /** `[...name]` takes one or more segments, `[[...name]]` none or more. */
  | { kind: "catch-all"; name: string; optional: boolean };

export type DiscoveredRoute = {
  /** The address as Next.js writes it, without the tenant segment: `/cars/[slug]/autogauge`. */
  pattern: string;
  segments: readonly RouteSegment[];
  /** Served per site (under `app/[host]`, which the proxy fills from the Host header). */
  tenant: boolean;
  kind: "page" | "route" | "metadata";
  /** Pages answer GET, and POST for their forms (server actions). */
  methods: readonly HttpMethod[];
  /** The file, relative to the app directory. */
  file: string;
};

const TENANT_SEGMENT = "[host]";
const HTTP_METHODS: readonly HttpMethod[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const PAGE_FILE = /^page\.(tsx|ts|jsx|js|mdx)$/;
const ROUTE_FILE = /^route\.(ts|js)$/;
/** Next.js metadata files: generated ones (`sitemap.ts`) and static ones (`icon.png`), and the address each serves. */
const METADATA_FILES: readonly { file: RegExp; address: (match: RegExpExecArray) => string }[] = [
  { file: /^sitemap\.(ts|js|xml)$/, address: () => "sitemap.xml" },
  { file: /^robots\.(ts|js|txt)$/, address: () => "robots.txt" },
  { file: /^manifest\.(ts|js)$/, address: () => "manifest.webmanifest" },
  { file: /^manifest\.(json|webmanifest)$/, address: (m) => `manifest.${m[1]}` },
  { file: /^(icon|apple-icon|opengraph-image|twitter-image)\.(tsx|ts|jsx|js)$/, address: (m) => m[1]! },
  { file: /^(icon|apple-icon|opengraph-image|twitter-image)\.(ico|jpg|jpeg|png|svg|gif)$/, address: (m) => `${m[1]}.${m[2]}` },
  { file: /^favicon\.ico$/, address: () => "favicon.ico" },
];

/** How a folder name shapes the address: a segment, nothing (groups, slots), or no route at all. */
function folderSegment(name: string): RouteSegment | "none" | "skip" {
  if (name.startsWith("_") || /^\(\.{1,3}\)|^\(\.\.\)\(\.\.\)/.test(name)) return "skip"; // private, intercepting
  if ((name.startsWith("(") && name.endsWith(")")) || name.startsWith("@")) return "none";
  const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(name);
  if (optional) return { kind: "catch-all", name: optional[1]!, optional: true };
  const catchAll = /^\[\.\.\.(\w+)\]$/.exec(name);
  if (catchAll) return { kind: "catch-all", name: catchAll[1]!, optional: false };
  const param = /^\[(\w+)\]$/.exec(name);
  if (param) return { kind: "param", name: param[1]! };
  return { kind: "static", value: name };
}

/** The HTTP methods a route handler exports (`export async function GET`, `export const POST`, `export { GET }`). */
export function exportedMethods(source: string): HttpMethod[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:async\s+)?(?:function|const|let)\s+(\w+)/g)) found.add(m[1]!);
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(",")) found.add(part.trim().split(/\s+as\s+/).pop()!.trim());
  }
  return HTTP_METHODS.filter((method) => found.has(method));
}

const toPattern = (segments: readonly RouteSegment[]) =>
  `/${segments.map((s) => (s.kind === "static" ? s.value : s.kind === "param" ? `[${s.name}]` : s.optional ? `[[...${s.name}]]` : `[...${s.name}]`)).join("/")}`;

/** The routes under `appDir`, sorted by address. A route handler exporting no method is an error: it would go unfuzzed. */
export function discoverRoutes(appDir: string): DiscoveredRoute[] {
  const routes: DiscoveredRoute[] = [];
  const visit = (dir: string, segments: readonly RouteSegment[], tenant: boolean) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const add = (file: string, kind: DiscoveredRoute["kind"], methods: readonly HttpMethod[], routeSegments = segments) => {
      if (methods.length === 0) throw new Error(`${file} exports no HTTP method the fuzz suite recognises`);
      routes.push({ pattern: toPattern(routeSegments), segments: routeSegments, tenant, kind, methods, file });
    };
    for (const entry of entries.filter((e) => e.isFile())) {
      const file = path.relative(appDir, path.join(dir, entry.name));
      if (PAGE_FILE.test(entry.name)) add(file, "page", ["GET", "POST"]);
      else if (ROUTE_FILE.test(entry.name)) add(file, "route", exportedMethods(readFileSync(path.join(dir, entry.name), "utf8")));
      for (const metadata of METADATA_FILES) {
        const match = metadata.file.exec(entry.name);
        if (match) add(file, "metadata", ["GET"], [...segments, { kind: "static", value: metadata.address(match) }]);
      }
    }
    for (const entry of entries.filter((e) => e.isDirectory())) {
      const isTenant = segments.length === 0 && !tenant && entry.name === TENANT_SEGMENT;
      const segment = isTenant ? "none" : folderSegment(entry.name);
      if (segment === "skip") continue;
      visit(path.join(dir, entry.name), segment === "none" ? segments : [...segments, segment], tenant || isTenant);
    }
  };
  visit(appDir, [], false);
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern) || Number(a.tenant) - Number(b.tenant));
}

/**
 * The raw parameter values of `path` (percent-encoded, as in a link) if the route's pattern fits it, else
 * null. A catch-all's value is its segments joined with `/`.
 */
export function matchRoute(route: DiscoveredRoute, path: string): Record<string, string> | null {
  const parts = path.split("/").filter((part) => part !== "");
  const params: Record<string, string> = {};
  let i = 0;
  for (const segment of route.segments) {
    if (segment.kind === "catch-all") {
      const rest = parts.slice(i);
      if (rest.length === 0 && !segment.optional) return null;
      if (rest.length > 0) params[segment.name] = rest.join("/");
      return params;
    }
    const part = parts[i++];
    if (part === undefined) return null;
    if (segment.kind === "static" ? part !== segment.value : false) return null;
    if (segment.kind === "param") params[segment.name] = part;
  }
  return i === parts.length ? params : null;
}

/** The route Next.js serves `path` with: of those that fit, the one with the most static segments. */
export function routeFor(routes: readonly DiscoveredRoute[], path: string): { route: DiscoveredRoute; params: Record<string, string> } | null {
  let best: { route: DiscoveredRoute; params: Record<string, string>; statics: number } | null = null;
  for (const route of routes) {
    const params = matchRoute(route, path);
    const statics = route.segments.filter((s) => s.kind === "static").length;
    if (params && (!best || statics > best.statics)) best = { route, params, statics };
  }
  return best && { route: best.route, params: best.params };
}
