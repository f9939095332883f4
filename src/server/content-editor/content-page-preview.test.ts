import { describe, expect, it } from "vitest";
import { CONTENT_PAGE_MESSAGES, PAGE_BODY_MAX } from "@/domain/content/content-page-edit";
import { HOSTILE_MARKDOWN, HOSTILE_MARKUP } from "../../../tests/fixtures/hostile-markdown";
import { renderPagePreview } from "./content-page-preview";

describe("renderPagePreview", () => {
  it("neutralises hostile markdown and keeps what is allowed", () => {
    const answer = renderPagePreview({ format: "markdown", body: HOSTILE_MARKDOWN });
    expect(answer).toEqual({
      html: '<h2>Service </h2>\n<p> </p><p>Click</p><p></p>\n<p><a>Book now</a> and <a href="tel:0733330000">Call us</a></p>\n<p><a>Raw link</a></p>',
    });
    expect("html" in answer && answer.html).not.toMatch(HOSTILE_MARKUP);
  });

  it("renders rich text pages as rich text", () => {
    expect(renderPagePreview({ format: "html", body: "<h1>Fleet</h1><p>**not markdown**</p>" })).toEqual({ html: "<h2>Fleet</h2><p>**not markdown**</p>" });
  });

  it("reads a format it does not know as markdown", () => {
    expect(renderPagePreview({ format: "word", body: "**bold**" })).toEqual({ html: "<p><strong>bold</strong></p>" });
  });

  it("refuses a body too long to save, with the save's message", () => {
    expect(renderPagePreview({ format: "markdown", body: "x".repeat(PAGE_BODY_MAX + 1) })).toEqual({ error: CONTENT_PAGE_MESSAGES.bodyLength });
    expect(renderPagePreview({ format: "markdown" })).toEqual({ error: CONTENT_PAGE_MESSAGES.body });
  });
});
