/** The site a plain page speaks for: its name across the top, in its own colours. */
export type PlainPageBrand = { name: string; primary: string; primaryText: string };

export type PlainPage = {
  nonce: string;
  title: string;
  /** The small line above the heading ("Error 404"). */
  kicker: string;
  heading: string;
  paragraphs: readonly string[];
  links?: readonly { href: string; label: string }[];
  brand?: PlainPageBrand;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
/** Theme colours are validated hex codes; anything else falls back rather than reaching the style sheet. */
const colour = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/**
 * A whole HTML page the proxy answers by itself (unknown host, unreadable address): no JavaScript, no
 * database row, no framework render, so it costs nothing to serve to scanners. Every text is escaped.
 */
export function renderPlainPage(page: PlainPage): string {
  const { brand } = page;
  const header = brand
    ? `<header><a href="/">${escapeHtml(brand.name)}</a></header>\n`
    : "";
  const links = (page.links ?? []).map((link) => `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join("\n");
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style nonce="${escapeHtml(page.nonce)}">
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f5;color:#171717;display:flex;flex-direction:column;min-height:100vh}
header{background:${colour(brand?.primary ?? "", "#171717")};padding:1rem 1.5rem}
header a{color:${colour(brand?.primaryText ?? "", "#ffffff")};font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:32rem;margin:auto;padding:2rem;background:#fff;border:1px solid #e5e5e5;border-radius:.5rem}
p.kicker{margin:0;font-size:.875rem;font-weight:600;letter-spacing:.05em;text-transform:uppercase;color:#525252}
h1{margin:.5rem 0 0;font-size:1.5rem}
p{line-height:1.5;color:#404040}
a.button{display:inline-block;margin:.5rem 1rem 0 0;color:#1e40af;font-weight:600;text-underline-offset:4px}
</style>
</head>
<body>
${header}<main>
<p class="kicker">${escapeHtml(page.kicker)}</p>
<h1>${escapeHtml(page.heading)}</h1>
${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}
${links}
</main>
</body>
</html>
`;
}
