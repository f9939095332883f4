import type { ReactNode } from "react";
import type { ContentPage } from "@/domain/content/content-pages";

/** A site's content page: its title, lead paragraph and sanitised body, and the form it carries (Careers), if any. */
export function ContentPageView({ page, html, form }: { page: ContentPage; html: string; form?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">{page.title}</h1>
      {page.summary ? <p className="mt-3 text-lg text-ink-muted">{page.summary}</p> : null}
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
      {form ? <div className="mt-10">{form}</div> : null}
    </article>
  );
}
