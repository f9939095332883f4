import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/domain/site/parse-site-config";
import { contrastShortfalls, THEME_SURFACES, themeColours } from "@/domain/site/theme-colours";
import { DEMO_TENANTS } from "./sites";

const demoSites = DEMO_TENANTS.map((tenant) => parseSiteConfig(tenant.config, tenant.config.slug));

/** Issue 30: the demo sites' own colours, on every coloured surface their template paints (the pages are checked by tests/e2e/theme-contrast.spec.ts). */
describe.each(demoSites.map((config) => [config.slug, config] as const))("%s's theme", (_slug, config) => {
  const colours = themeColours(config.theme, config.template);

  it.each(THEME_SURFACES.map((role) => [role.surface]))("reaches 4.5:1 for text on its %s", (surface) => {
    expect(contrastShortfalls(colours).filter((shortfall) => shortfall.surface === surface)).toEqual([]);
  });

  it("keeps its configured text colour on the brand colour (the contrast rule did not have to replace it)", () => {
    expect(colours["--brand-primary-text"]).toBe(config.theme.primaryText);
  });
});
