"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { PreviewAnswer } from "@/domain/content/content-page-edit";

export type PagePreview = { title: string; summary: string; html: string; error?: string };
export type RenderPreview = (input: { format: string; body: string }) => Promise<PreviewAnswer>;

/** How long typing pauses before the body is rendered again: a server round trip per pause, not per key. */
const PAUSE_MS = 300;

/**
 * The editor's preview as the dealer types: title and summary at once (the public page shows them as plain text), the
 * body after a pause, rendered by the server with the public page's renderer and sanitiser. An answer overtaken by
 * later typing is dropped.
 */
export function useLivePreview(render: RenderPreview, format: string, initial: PagePreview) {
  const [preview, setPreview] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const update = useCallback((form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    setPreview((shown) => ({ ...shown, title: text("title").trim(), summary: text("summary").trim() }));
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const request = (asked.current += 1);
      const answer = await render({ format, body: text("body") });
      if (request !== asked.current) return;
      setPreview((shown) => ("html" in answer ? { ...shown, html: answer.html, error: undefined } : { ...shown, error: answer.error }));
    }, PAUSE_MS);
  }, [render, format]);
  return { preview, update };
}
