/**
 * Canonical URL, OpenGraph and Twitter card tags for one page, shaped like Next.js `Metadata`
 * (spread the result into `generateMetadata`'s return value). Pure: the caller passes the site's
 * absolute base URL (`siteBaseUrl`) and the page's path as shoppers see it (no `[host]` segment).
 */
export type PageSeoInput = {
  baseUrl: string;
  /** The public path and any query that identifies the page (`/cars/2021-toyota-hilux-123`). */
  path: string;
  siteName: string;
  title: string;
  description: string;
  /** The page's representative image (a vehicle's first photo); relative URLs are made absolute. */
  image?: { url: string; width?: number; height?: number; alt: string } | null;
  type?: "website" | "article";
};

/** Served per site by `app/[host]/icon.svg` and `app/[host]/manifest.webmanifest`. */
export const SITE_ICON_PATH = "/icon.svg";
export const SITE_MANIFEST_PATH = "/manifest.webmanifest";

/**
 * The site icon and web app manifest links, shaped like Next.js `Metadata`. For the `[host]`
 * layout's metadata, so every page has them (a page without an icon link makes the browser ask
 * for /favicon.ico, a 404); `buildPageMetadata` includes them too.
 */
export function siteHeadMetadata() {
  return {
    icons: { icon: [{ url: SITE_ICON_PATH, type: "image/svg+xml" }] },
    manifest: SITE_MANIFEST_PATH,
  };
}

export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`).toString();
}

export function buildPageMetadata({ baseUrl, path, siteName, title, description, image, type = "website" }: PageSeoInput) {
  const url = absoluteUrl(baseUrl, path);
  const images = image ? [{ url: absoluteUrl(baseUrl, image.url), ...(image.width ? { width: image.width } : {}), ...(image.height ? { height: image.height } : {}), alt: image.alt }] : undefined;
  return {
    ...siteHeadMetadata(),
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type, url, siteName, title, description, locale: "en_AU", ...(images ? { images } : {}) },
    twitter: {
      card: images ? ("summary_large_image" as const) : ("summary" as const),
      title,
      description,
      ...(images ? { images: images.map((i) => ({ url: i.url, alt: i.alt })) } : {}),
    },
  };
}
