import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { historyReportStockNumber, renderSampleHistoryReport } from "./history-report-pdf";

describe("historyReportStockNumber", () => {
  it.each([
    ["u12345.pdf", "U12345"],
    ["ab-12.pdf", "AB-12"],
    ["u12345.txt", null],
    ["../secret.pdf", null],
    [".pdf", null],
  ])("%s → %s", (file, expected) => expect(historyReportStockNumber(file)).toBe(expected));
});

describe("renderSampleHistoryReport", () => {
  it("is a real PDF titled with the stock number", async () => {
    const bytes = await renderSampleHistoryReport("U12345");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Vehicle history report: stock U12345");
  });
});
