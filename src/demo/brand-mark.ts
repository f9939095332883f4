/**
 * Demo brand marks for the manufacturers list (`/media/brands/{slug}.svg`): the make's name set in a
 * plain badge. Our own drawing, not the makers' logos, which a real deployment gets from its feed.
 */
const SLUG_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const INKS = ["#1f2937", "#7f1d1d", "#1e3a8a", "#14532d", "#4c1d95", "#78350f", "#0f766e", "#831843"];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The slug in a `{slug}.svg` file name, or null. */
export function parseBrandMarkFile(file: string): string | null {
  const match = SLUG_FILE.exec(file);
  return match && match[1]!.length <= 40 ? match[1]! : null;
}

/** A 240×120 badge with the make's name ('harley-davidson' → 'HARLEY DAVIDSON') in a colour of its own. */
export function renderBrandMarkSvg(slug: string): string {
  const name = slug.replace(/-/g, " ").toUpperCase();
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const ink = INKS[hash % INKS.length]!;
  const size = name.length > 12 ? 20 : name.length > 8 ? 24 : 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${escapeXml(name)}">`
    + `<rect x="4" y="4" width="232" height="112" rx="14" fill="#ffffff" stroke="${ink}" stroke-width="4"/>`
    + `<circle cx="120" cy="38" r="14" fill="${ink}"/>`
    + `<text x="120" y="86" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" letter-spacing="1" fill="${ink}">${escapeXml(name)}</text>`
    + `</svg>`;
}
