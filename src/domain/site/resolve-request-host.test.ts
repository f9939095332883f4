import { describe, expect, it } from "vitest";
import { resolveRequestHost } from "./resolve-request-host";

// A site whose slug is the workspace's label, and one whose domain is the production workspace host: neither takes it.
const sites = [
  { slug: "dealers", domains: [], isDefault: false },
  { slug: "harbour-toyota", domains: ["dealers.forecourt.com.au"], isDefault: true },
];

describe("resolveRequestHost (decision 030)", () => {
  const cases: [string, string, string][] = [
    ["dealers.localhost:3000", "dealers.localhost", "workspace"],
    ["DEALERS.localhost.", "dealers.localhost", "workspace"],
    ["dealers.forecourt.com.au", "dealers.forecourt.com.au", "workspace"],
    ["harbour-toyota.localhost:3000", "dealers.localhost", "site:harbour-toyota"],
    ["localhost:3000", "dealers.localhost", "site:harbour-toyota"],
    // Once the workspace moves to its production host, the development name is an ordinary (here, a site's) host.
    ["dealers.localhost", "dealers.forecourt.com.au", "site:dealers"],
    ["evil.localhost", "dealers.localhost", "unknown"],
  ];
  it.each(cases)("%s with the workspace on %s: %s", (host, workspaceHost, expected) => {
    const resolved = resolveRequestHost(host, workspaceHost, sites);
    expect(resolved.kind === "site" ? `site:${resolved.slug}` : resolved.kind).toBe(expected);
  });
});
