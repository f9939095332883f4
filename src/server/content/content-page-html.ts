import { Marked } from "marked";
import type { ContentPage } from "@/domain/content/content-pages";
import { sanitizeDealerRichText } from "@/server/vehicle/sanitize-dealer-text";

/** GitHub-flavoured markdown (tables, autolinks), its HTML then sanitised like any dealer text. */
const markdown = new Marked({ gfm: true, async: false });

/** A content page's body as safe HTML: markdown rendered first, rich text as it is; both through the dealer-text sanitiser. */
export function contentPageHtml(page: Pick<ContentPage, "format" | "body">): string {
  const html = page.format === "markdown" ? (markdown.parse(page.body) as string) : page.body;
  return sanitizeDealerRichText(html);
}
