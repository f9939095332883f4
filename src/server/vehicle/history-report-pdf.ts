import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

/** `/media/history-reports/{stock number}.pdf`, the demo data's history-report file (spec 000 §3 `file`). */
const FILE_NAME = /^([a-z0-9-]{1,40})\.pdf$/;

export function historyReportStockNumber(fileName: string): string | null {
  const match = FILE_NAME.exec(fileName);
  return match ? match[1]!.toUpperCase() : null;
}

const CHECKS = ["Written-off vehicle register", "Stolen vehicle register", "Finance owing (PPSR)", "Odometer history"] as const;

/**
 * The demo's stand-in for a third-party vehicle history report: a one-page PDF, plainly marked as
 * sample data, so the vehicle page's 'View Vehicle History Report' link opens a real document.
 */
export async function renderSampleHistoryReport(stockNumber: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Vehicle history report: stock ${stockNumber}`);
  const page = pdf.addPage([595.28, 841.89]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.1, 0.1, 0.1);
  let y = 780;
  page.drawText("Vehicle history report", { x: 40, y, size: 24, font: bold, color: ink });
  y -= 30;
  page.drawText(`Stock number ${stockNumber}`, { x: 40, y, size: 14, font: regular, color: ink });
  y -= 24;
  page.drawText("SAMPLE: demonstration data, not a real report.", { x: 40, y, size: 12, font: bold, color: rgb(0.7, 0.1, 0.1) });
  y -= 40;
  for (const check of CHECKS) {
    page.drawText(check, { x: 40, y, size: 12, font: regular, color: ink });
    page.drawText("No record found (sample)", { x: 330, y, size: 12, font: regular, color: ink });
    y -= 22;
  }
  return pdf.save();
}
