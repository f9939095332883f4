import { describe, expect, it } from "vitest";
import { CONTENT_PAGE_AUDIT_ACTIONS, contentPageAuditText } from "./content-page-audit";

describe("contentPageAuditText", () => {
  const { save, restore } = CONTENT_PAGE_AUDIT_ACTIONS;
  const cases: [string, Record<string, unknown>, { pageId: number; text: string } | null][] = [
    [save, { pageId: 4, site: "Harbour Toyota", title: "Warranty", version: 3 }, { pageId: 4, text: "Saved version 3 of the Warranty page on Harbour Toyota" }],
    [restore, { pageId: 4, site: "Harbour Toyota", title: "Warranty", version: 5, restoredFrom: 1 }, { pageId: 4, text: "Restored version 1 of the Warranty page on Harbour Toyota, as version 5" }],
    [save, { pageId: 4, version: 2 }, { pageId: 4, text: "Saved version 2 of the content page" }],
    [restore, { pageId: 4, title: "Careers", version: 2 }, { pageId: 4, text: "Saved version 2 of the Careers page" }],
    [save, { pageId: "4", version: 2 }, null],
    [save, { pageId: 4 }, null],
    ["claim_lead", { pageId: 4, version: 2 }, null],
  ];
  it.each(cases)("%s %o: %o", (action, detail, expected) => expect(contentPageAuditText({ action, detail })).toEqual(expected));
});
