/**
 * Head tags every page type needs (issue 7 §2): a canonical URL on the page's own origin, OpenGraph
 * and Twitter card tags, the site icon and manifest, a description. Read from the served HTML.
 */
import type { Failure } from "./report";

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1]?.replace(/&amp;/g, "&");
}

function headTags(html: string, tagName: string): string[] {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? html;
  return [...head.matchAll(new RegExp(`<${tagName}\\b[^>]*>`, "gi"))].map((m) => m[0]);
}

export function checkSeoTags(url: string, html: string): string[] {
  const problems: string[] = [];
  const links = headTags(html, "link");
  const metas = headTags(html, "meta");
  const link = (rel: string) => links.find((l) => attr(l, "rel")?.split(/\s+/).includes(rel));
  const meta = (key: string) => metas.find((m) => attr(m, "property") === key || attr(m, "name") === key);

  const canonical = link("canonical");
  const href = canonical ? attr(canonical, "href") : undefined;
  if (!href) problems.push("no <link rel=canonical>");
  else {
    const page = new URL(url);
    let target: URL | null = null;
    try {
      target = new URL(href);
    } catch {
      problems.push(`canonical ${href} is not an absolute URL`);
    }
    if (target && target.origin !== page.origin) problems.push(`canonical ${href} is not on ${page.origin}`);
    if (target && target.pathname !== page.pathname) problems.push(`canonical path ${target.pathname} differs from ${page.pathname}`);
  }
  for (const key of ["description", "og:title", "og:url", "og:type", "og:site_name", "twitter:card", "twitter:title"]) {
    if (!meta(key) || !attr(meta(key)!, "content")) problems.push(`no ${key}`);
  }
  if (!link("icon")) problems.push("no <link rel=icon>");
  if (!link("manifest")) problems.push("no <link rel=manifest>");
  return problems;
}

export function checkSeoPages(pages: { url: string; html: string }[]): { rows: { url: string; problems: string[] }[]; failures: Failure[] } {
  const rows = pages.map((p) => ({ url: p.url, problems: checkSeoTags(p.url, p.html) }));
  return { rows, failures: rows.filter((r) => r.problems.length).map((r) => ({ gate: "head tags", where: r.url, detail: r.problems.join("; ") })) };
}
