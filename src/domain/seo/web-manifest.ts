export type WebManifestInput = {
  name: string;
  wordmark: string;
  tagline: string;
  primary: string;
  surface: string;
  iconUrl: string;
};

/** The site's web app manifest (W3C Web App Manifest), from its configuration. */
export function buildWebManifest(input: WebManifestInput) {
  return {
    name: input.name,
    short_name: input.wordmark,
    ...(input.tagline ? { description: input.tagline } : {}),
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: input.primary,
    background_color: input.surface,
    lang: "en-AU",
    icons: [{ src: input.iconUrl, sizes: "any", type: "image/svg+xml", purpose: "any" }],
  } as const;
}
