import { z } from "zod";
import type { InboxFormState } from "@/domain/inbox/inbox-form-state";
import { leadFieldErrors, type LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { CONTENT_FORMATS, type ContentPage } from "./content-pages";

/** A page's longest title: a menu and a browser tab still show it whole. */
export const PAGE_TITLE_MAX = 100;
/** A search result's snippet is about 160 characters; a lead paragraph can run a little longer. */
export const PAGE_SUMMARY_MAX = 300;
/** Far beyond the demo's longest page (a privacy policy, about 4,000), well under the proxy's 1 MB form limit. */
export const PAGE_BODY_MAX = 50_000;

export const CONTENT_PAGE_MESSAGES = {
  title: "Please give the page a title.",
  titleLength: `Please keep the title to ${PAGE_TITLE_MAX} characters.`,
  summaryLength: `Please keep the summary to ${PAGE_SUMMARY_MAX} characters.`,
  body: "Please write the page's text.",
  bodyLength: `Please keep the page's text to ${PAGE_BODY_MAX.toLocaleString("en-AU")} characters.`,
  bodyShowsNothing: "Nothing of this text would show on the page (what the site does not allow is removed). Please write the page's words.",
  unchanged: "Nothing has changed since the version you opened, so no new version was saved.",
  stale: "Someone else saved this page after you opened it, so nothing was saved. What you typed is kept here: reload the page to see their version, then make your changes again.",
} as const;
const M = CONTENT_PAGE_MESSAGES;

/** What a dealer writes of a page; its slug and format stay as the site has them. */
export type ContentPageText = Pick<ContentPage, "title" | "summary" | "body">;

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const contentPageTextSchema = z.object({
  title: z.string({ error: M.title }).trim().min(1, M.title).max(PAGE_TITLE_MAX, M.titleLength),
  summary: z.string().trim().max(PAGE_SUMMARY_MAX, M.summaryLength).default(""),
  body: z.string({ error: M.body }).trim().min(1, M.body).max(PAGE_BODY_MAX, M.bodyLength),
});

/** A save from the editor: the page, the version it was opened at, and the text. */
export const contentPageSaveSchema = contentPageTextSchema.extend({ page_id: positiveId, version: positiveId });
export type ContentPageSave = z.infer<typeof contentPageSaveSchema>;

/** A restore: the page, the version it was opened at, and the earlier version to make current. */
export const contentPageRestoreSchema = z.object({ page_id: positiveId, version: positiveId, restore: positiveId });
export type ContentPageRestore = z.infer<typeof contentPageRestoreSchema>;

/** What the preview renders: the body as the page's format reads it (markdown unless told), no bigger than a save may be. */
export const contentPagePreviewSchema = z.object({ format: z.enum(CONTENT_FORMATS).catch("markdown"), body: z.string({ error: M.body }).max(PAGE_BODY_MAX, M.bodyLength) });

/** The preview's answer: the body as HTML, or why it is not shown. */
export type PreviewAnswer = { html: string } | { error: string };

/** The editor's form state: a refused save's errors and typing, or (a "Preview" post without JavaScript) the body as HTML. */
export type ContentPageFormState = InboxFormState & { preview?: string };

export type ParsedSave = { ok: true; save: ContentPageSave } | { ok: false; errors: LeadFieldErrors };

export function parseContentPageSave(input: unknown): ParsedSave {
  const parsed = contentPageSaveSchema.safeParse(input);
  return parsed.success ? { ok: true, save: parsed.data } : { ok: false, errors: leadFieldErrors(parsed.error) };
}

/** Whether a save would store the page as it already is (so it would be a version that changes nothing). */
export function isSameText(a: ContentPageText, b: ContentPageText): boolean {
  return a.title === b.title && a.summary === b.summary && a.body === b.body;
}
