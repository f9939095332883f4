import type { ReactNode } from "react";
import type { ContentPage } from "@/domain/content/content-pages";

type Props = {
  page: Pick<ContentPage, "title" | "summary">;
  html: string;
  form?: ReactNode;
  /** The workspace's preview shows the page under its own h1. */
  titleAs?: "h1" | "h2";
};

/** A site's content page: its title, lead paragraph and sanitised body, and the form it carries (Careers), if any. */
export function ContentPageView({ page, html, form, titleAs: Title = "h1" }: Props) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <Title className="text-3xl sm:text-4xl">{page.title}</Title>
      {page.summary ? <p className="mt-3 text-lg text-ink-muted">{page.summary}</p> : null}
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
      {form ? <div className="mt-10">{form}</div> : null}
    </article>
  );
}
