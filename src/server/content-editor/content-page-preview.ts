import { CONTENT_PAGE_MESSAGES, contentPagePreviewSchema, type PreviewAnswer } from "@/domain/content/content-page-edit";
import { contentPageHtml } from "@/server/content/content-page-html";

/** A body as the public page would show it, by the public page's own renderer and sanitiser; one too long to save is refused with the save's message. */
export function renderPagePreview(input: unknown): PreviewAnswer {
  const parsed = contentPagePreviewSchema.safeParse(input);
  return parsed.success ? { html: contentPageHtml(parsed.data) } : { error: parsed.error.issues[0]?.message ?? CONTENT_PAGE_MESSAGES.body };
}
