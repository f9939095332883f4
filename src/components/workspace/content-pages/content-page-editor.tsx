"use client";

import { memo, useActionState } from "react";
import { ContentPageView } from "@/components/content/content-page-view";
import { TextAreaField, TextField } from "@/components/forms/form-fields";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { useHydrated } from "@/components/ui/use-hydrated";
import { PAGE_TITLE_MAX, type ContentPageFormState, type ContentPageText } from "@/domain/content/content-page-edit";
import { EMPTY_INBOX_FORM_STATE } from "@/domain/inbox/inbox-form-state";
import { useLivePreview, type RenderPreview } from "./use-live-preview";

type Props = {
  action: (state: ContentPageFormState, formData: FormData) => Promise<ContentPageFormState>;
  renderPreview: RenderPreview;
  permalink: string;
  page: ContentPageText & { id: number; version: number; format: string };
  /** The stored body as the public page shows it. */
  html: string;
};

const FORMAT_HINTS: Readonly<Record<string, string>> = {
  markdown: "Markdown: ## for a heading, - for a list item, **bold**, [words](https://address) for a link, | for a table.",
  html: "Rich text (HTML): headings, paragraphs, lists, tables and links are kept; anything else is removed when shown.",
};

/** The text the fields open with: what a refused post sent, else the page as stored. */
function shownText(state: ContentPageFormState, page: ContentPageText): ContentPageText {
  if (Object.keys(state.values).length === 0) return page;
  return { title: state.values.title ?? "", summary: state.values.summary ?? "", body: state.values.body ?? "" };
}

/**
 * The page's fields, drawn again only when a post answers: a textarea React draws again has its default text set
 * again, which moves the caret of one not yet typed in (just reset by the post) while the preview is redrawn.
 */
const PageTextFields = memo(function PageTextFields({ state, page }: { state: ContentPageFormState; page: ContentPageText }) {
  const text = shownText(state, page);
  const wiring = (name: keyof ContentPageText, label: string) => ({ id: `page-${name}`, name, label, error: state.errors[name] });
  return (
    <>
      <TextField field={wiring("title", "Title")} required maxLength={PAGE_TITLE_MAX} defaultValue={text.title} />
      <TextAreaField field={wiring("summary", "Summary (optional): the lead paragraph, and what search engines show")} rows={3} defaultValue={text.summary} />
      <TextAreaField field={wiring("body", "Text")} required rows={18} defaultValue={text.body} />
    </>
  );
});

/**
 * A content page's editor (issue 34): title, summary and body beside the page as the site will show it. With
 * JavaScript the preview follows the typing; without, a Preview button posts the text and the answer shows it.
 */
export function ContentPageEditor({ action, renderPreview, permalink, page, html }: Props) {
  const [state, formAction, pending] = useActionState<ContentPageFormState, FormData>(action, EMPTY_INBOX_FORM_STATE, permalink);
  useFollowRedirect(state.redirectTo);
  const hydrated = useHydrated();
  const opened = shownText(state, page);
  const { preview, update } = useLivePreview(renderPreview, page.format, { title: opened.title, summary: opened.summary, html: state.preview ?? html });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form action={formAction} onInput={(event) => update(event.currentTarget)} noValidate aria-label="Edit the page" className="grid content-start gap-4">
        <input type="hidden" name="page_id" value={page.id} />
        <input type="hidden" name="version" value={page.version} />
        <input type="hidden" name="format" value={page.format} />
        {state.formError ? <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900">{state.formError}</p> : null}
        <PageTextFields state={state} page={page} />
        <p className="-mt-2 text-sm text-ink-muted">{FORMAT_HINTS[page.format]}</p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className="btn btn-accent min-h-12" disabled={pending}>Save and publish</button>
          {hydrated ? null : <button type="submit" name="intent" value="preview" className="btn btn-outline min-h-12">Preview</button>}
        </div>
      </form>
      <section aria-labelledby="page-preview-heading" className="grid content-start gap-2">
        <h2 id="page-preview-heading" className="text-lg font-bold">Preview</h2>
        {preview.error ? <p role="alert" className="text-sm font-medium text-red-700">{preview.error}</p> : null}
        <div className="rounded-card border border-line bg-white" data-testid="page-preview">
          <ContentPageView page={preview} html={preview.html} titleAs="h2" />
        </div>
      </section>
    </div>
  );
}
