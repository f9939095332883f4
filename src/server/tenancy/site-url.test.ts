import { describe, expect, it } from "vitest";
import { siteBaseUrl, type SiteAddress } from "./site-url";

const site = (domains: string[], url?: string): SiteAddress => ({ slug: "harbour-toyota", domains, config: { url } });

describe("siteBaseUrl — the site's configured address, never the request's (issue 30 §7)", () => {
  it.each<[string, SiteAddress, string, string]>([
    ["its configured url", site(["harbourtoyota.com.au"], "https://www.harbourtoyota.com.au"), "http://localhost:3000", "https://www.harbourtoyota.com.au"],
    ["its configured url's origin only", site([], "https://harbourtoyota.com.au/used/"), "http://localhost:3000", "https://harbourtoyota.com.au"],
    ["its configured url with a port", site([], "https://harbourtoyota.com.au:8443"), "http://localhost:3000", "https://harbourtoyota.com.au:8443"],
    ["https on its first domain", site(["harbourtoyota.com.au", "harbour-toyota.com"]), "http://localhost:3000", "https://harbourtoyota.com.au"],
    ["a demo site (.example): the local origin", site(["harbourtoyota.example"], "https://harbourtoyota.example"), "http://localhost:3000", "http://harbour-toyota.localhost:3000"],
    ["the e2e server's port", site(["harbourtoyota.example"]), "http://localhost:3100", "http://harbour-toyota.localhost:3100"],
    ["the audit's port", site([]), "http://localhost:3300", "http://harbour-toyota.localhost:3300"],
    ["a .test domain", site(["harbour.test"]), "http://localhost:3000", "http://harbour-toyota.localhost:3000"],
    ["a .invalid url", site([], "https://harbour.invalid"), "http://localhost:3000", "http://harbour-toyota.localhost:3000"],
    ["a local origin on port 80", site([]), "http://localhost", "http://harbour-toyota.localhost"],
    ["a local origin over https", site([]), "https://localhost:3443", "https://harbour-toyota.localhost:3443"],
  ])("%s", (_label, address, local, expected) => {
    expect(siteBaseUrl(address, local)).toBe(expected);
  });
});
