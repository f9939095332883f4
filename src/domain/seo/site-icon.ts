/** The first letter or digit of a wordmark, upper-cased ("harbour" → "H"), or "•" when there is none. */
export function wordmarkInitial(wordmark: string): string {
  const match = /[\p{L}\p{N}]/u.exec(wordmark);
  return match ? match[0].toLocaleUpperCase("en-AU") : "•";
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A square SVG favicon: the wordmark's initial in the theme's text colour on its primary colour.
 * Colours are validated again here because they are written into markup.
 */
export function buildSiteIconSvg({ wordmark, background, foreground }: { wordmark: string; background: string; foreground: string }): string {
  if (!HEX.test(background) || !HEX.test(foreground)) throw new Error("Icon colours must be hex colours like #1a2b3c");
  const initial = wordmarkInitial(wordmark).replace(/[&<>]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[ch]!);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">`,
    `<rect width="64" height="64" rx="12" fill="${background}"/>`,
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="40" font-weight="700" fill="${foreground}">${initial}</text>`,
    `</svg>`,
  ].join("");
}
