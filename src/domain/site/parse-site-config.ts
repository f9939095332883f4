import { siteConfigSchema, type SiteConfig } from "./site-config-schema";

export class InvalidSiteConfigError extends Error {
  constructor(readonly siteSlug: string, readonly fields: string[], detail: string) {
    super(`Invalid configuration for site '${siteSlug}': ${detail}`);
    this.name = "InvalidSiteConfigError";
  }
}

/** Validates one site's configuration; the error names the site and every offending field. */
export function parseSiteConfig(raw: unknown, siteLabel: string): SiteConfig {
  const parsed = siteConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : "(root)";
    return { field, text: `${field}: ${issue.message}` };
  });
  throw new InvalidSiteConfigError(siteLabel, issues.map((i) => i.field), issues.map((i) => i.text).join("; "));
}
