import { describe, expect, it } from "vitest";
import { CONTENT_PAGE_MESSAGES as M, PAGE_BODY_MAX, PAGE_SUMMARY_MAX, PAGE_TITLE_MAX, isSameText, parseContentPageSave } from "./content-page-edit";

const post = (extra: Record<string, unknown> = {}) => ({ page_id: "12", version: "3", title: "Warranty", summary: "", body: "## Cover\n\nFive years.", ...extra });

describe("parseContentPageSave", () => {
  it("takes a page's text, trimmed, with the page and the version it was opened at", () => {
    expect(parseContentPageSave(post({ title: "  Warranty ", summary: " Our cover. " }))).toEqual({
      ok: true, save: { page_id: 12, version: 3, title: "Warranty", summary: "Our cover.", body: "## Cover\n\nFive years." },
    });
  });

  const refused: [string, Record<string, unknown>, Record<string, string>][] = [
    ["an empty title", { title: "   " }, { title: M.title }],
    ["no title at all", { title: undefined }, { title: M.title }],
    ["a title too long", { title: "x".repeat(PAGE_TITLE_MAX + 1) }, { title: M.titleLength }],
    ["a summary too long", { summary: "x".repeat(PAGE_SUMMARY_MAX + 1) }, { summary: M.summaryLength }],
    ["an empty body", { body: "\n\n" }, { body: M.body }],
    ["a body over the limit", { body: "x".repeat(PAGE_BODY_MAX + 1) }, { body: M.bodyLength }],
    ["every field wrong at once", { title: "", body: "" }, { title: M.title, body: M.body }],
  ];
  it.each(refused)("refuses %s, naming the field", (_, extra, errors) => {
    expect(parseContentPageSave(post(extra))).toEqual({ ok: false, errors });
  });

  it("refuses a post that names no page or version", () => {
    const parsed = parseContentPageSave(post({ page_id: "x", version: "0" }));
    expect(parsed.ok).toBe(false);
    expect(Object.keys(parsed.ok ? {} : parsed.errors).sort()).toEqual(["page_id", "version"]);
  });

  it("says the body's limit in words", () => expect(M.bodyLength).toBe("Please keep the page's text to 50,000 characters."));
});

describe("isSameText", () => {
  const page = { title: "Warranty", summary: "Cover", body: "Five years." };
  it.each([
    [page, true],
    [{ ...page, title: "Warranty cover" }, false],
    [{ ...page, summary: "" }, false],
    [{ ...page, body: "Five years!" }, false],
  ])("%o: %s", (other, same) => expect(isSameText(page, other)).toBe(same));
});
