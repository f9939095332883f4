import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { discoverRoutes, exportedMethods, routeFor } from "./route-discovery";

const APP = path.resolve(import.meta.dirname, "../../src/app");

/** Every page, route handler and metadata file in a tree, found by plain file names (the discovery's answer must match). */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /^(page\.(tsx|ts)|route\.ts|sitemap\.ts|robots\.ts|manifest\.ts|icon\.(tsx|svg|png)|favicon\.ico)$/.test(e.name))
    .map((e) => path.relative(APP, path.join(e.parentPath, e.name)))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith("_")));
}

describe("discoverRoutes on src/app", () => {
  const routes = discoverRoutes(APP);

  it("finds every page and route file of the tree, each once", () => {
    expect(routes.map((r) => r.file).sort()).toEqual(routeFiles(APP).sort());
    expect(new Set(routes.map((r) => `${r.tenant}${r.pattern}`)).size).toBe(routes.length);
  });

  it("reads today's addresses, methods and tenancy", () => {
    const byPattern = new Map(routes.map((r) => [r.pattern, r]));
    expect(byPattern.get("/cars/[slug]/phone-reveal")).toMatchObject({ tenant: true, kind: "route", methods: ["POST"] });
    expect(byPattern.get("/api/leads")).toMatchObject({ tenant: true, methods: ["POST"] });
    expect(byPattern.get("/search/[[...segments]]")).toMatchObject({ kind: "page", methods: ["GET", "POST"], segments: [{ kind: "static", value: "search" }, { kind: "catch-all", name: "segments", optional: true }] });
    expect(byPattern.get("/media/vehicles/[...path]")).toMatchObject({ tenant: false, segments: [{ kind: "static", value: "media" }, { kind: "static", value: "vehicles" }, { kind: "catch-all", name: "path", optional: false }] });
    expect(byPattern.get("/api/health")).toMatchObject({ tenant: false, methods: ["GET"] });
    expect(byPattern.get("/sitemap.xml")).toMatchObject({ tenant: true, methods: ["GET"] });
    expect(byPattern.get("/")).toMatchObject({ tenant: true, kind: "page" });
  });
});

describe("discoverRoutes on Next.js's conventions", () => {
  const root = mkdtempSync(path.join(tmpdir(), "forecourt-routes-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text = "export default function Page() { return null; }") => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("[host]/(marketing)/offers/[offerId]/page.tsx");
  write("[host]/@modal/(.)cars/[slug]/page.tsx");
  write("[host]/_components/thing/page.tsx");
  write("[host]/docs/[[...path]]/page.mdx");
  write("[host]/feeds/[feed]/route.ts", "export const GET = () => new Response(); export { handler as POST };");
  write("[host]/sitemap.ts", "export default function sitemap() { return []; }");
  write("[host]/opengraph-image.tsx");
  write("[host]/icon.png", "");
  write("[host]/layout.tsx");
  write("api/[host]/route.ts", "export async function DELETE() {}");

  it("drops groups, slots, private and intercepting folders; maps metadata files to their addresses", () => {
    expect(discoverRoutes(root).map((r) => [r.tenant ? "site" : "any", r.pattern, r.kind, r.methods.join(",")])).toEqual([
      ["any", "/api/[host]", "route", "DELETE"],
      ["site", "/docs/[[...path]]", "page", "GET,POST"],
      ["site", "/feeds/[feed]", "route", "GET,POST"],
      ["site", "/icon.png", "metadata", "GET"],
      ["site", "/offers/[offerId]", "page", "GET,POST"],
      ["site", "/opengraph-image", "metadata", "GET"],
      ["site", "/sitemap.xml", "metadata", "GET"],
    ]);
  });

  it("refuses a route handler that exports no method it knows", () => {
    write("[host]/broken/route.ts", "export const dynamic = 'force-dynamic';");
    expect(() => discoverRoutes(root)).toThrow("broken/route.ts exports no HTTP method");
    rmSync(path.join(root, "[host]/broken"), { recursive: true });
  });
});

describe("exportedMethods", () => {
  it.each([
    ["export async function GET(request) {}", ["GET"]],
    ["export function POST() {}\nexport const dynamic = 'force-dynamic';", ["POST"]],
    ["export { GET, handler as POST } from './x';", ["GET", "POST"]],
    ["const GET = 1; export default GET;", []],
  ])("%s → %j", (source, methods) => {
    expect(exportedMethods(source)).toEqual(methods);
  });
});

describe("routeFor", () => {
  const routes = discoverRoutes(APP);
  it.each([
    ["/cars/2022-toyota-corolla-st1", "/cars/[slug]", { slug: "2022-toyota-corolla-st1" }],
    ["/cars/trade-in", "/cars/trade-in", {}],
    ["/cars/x/view.json", "/cars/[slug]/view.json", { slug: "x" }],
    ["/search", "/search/[[...segments]]", {}],
    ["/search/toyota/corolla", "/search/[[...segments]]", { segments: "toyota/corolla" }],
    ["/media/vehicles/suv/ffffff/front/1.svg", "/media/vehicles/[...path]", { path: "suv/ffffff/front/1.svg" }],
  ])("%s → %s %j", (path, pattern, params) => {
    expect(routeFor(routes, path)).toMatchObject({ route: { pattern }, params });
  });

  it("finds no route for an address nothing serves", () => {
    expect(routeFor(routes, "/no/such/page")).toBeNull();
    expect(routeFor(routes, "/media/vehicles")).toBeNull();
  });
});
