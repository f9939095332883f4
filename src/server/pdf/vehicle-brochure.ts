import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

export type BrochureInput = {
  siteName: string;
  carName: string;
  subtitle: string;
  priceLine: string;
  priceNote: string | null;
  facts: { label: string; value: string }[];
  /** The drive-away estimate for the shopper's postcode (issue 18), when one was asked for. */
  driveAway?: { heading: string; lines: { label: string; value: string }[]; total: string; note: string } | null;
  features: string[];
  comments: string;
  contact: string | null;
  pageUrl: string;
  /** The main photo as PNG or JPEG bytes, if there is one. */
  photo: { bytes: Uint8Array; type: "png" | "jpeg" } | null;
  accent: { r: number; g: number; b: number };
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

/** The standard PDF fonts encode WinAnsi only: anything else (emoji, CJK) is replaced rather than failing the brochure. */
function printable(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, "-").replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one-page A4 brochure of a vehicle (spec 000 §7 "PDF for a car slug returns a blob"): photo, name,
 * price, key facts, features, the dealer's comments and how to reach the dealer. The document's title
 * metadata is the car's name.
 */
export async function renderVehicleBrochure(input: BrochureInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.carName} | ${input.siteName}`);
  pdf.setAuthor(input.siteName);
  pdf.setSubject(`Vehicle brochure: ${input.carName}`);
  pdf.setCreator("Forecourt");
  const page: PDFPage = pdf.addPage([A4.width, A4.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const accent = rgb(input.accent.r, input.accent.g, input.accent.b);
  const contentWidth = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN;

  page.drawRectangle({ x: 0, y: A4.height - 8, width: A4.width, height: 8, color: accent });
  page.drawText(printable(input.siteName), { x: MARGIN, y: y - 10, size: 11, font: bold, color: MUTED });
  y -= 36;
  for (const line of wrap(input.carName, bold, 22, contentWidth)) {
    page.drawText(line, { x: MARGIN, y, size: 22, font: bold, color: INK });
    y -= 26;
  }
  if (input.subtitle) {
    page.drawText(printable(input.subtitle), { x: MARGIN, y, size: 11, font: regular, color: MUTED });
    y -= 20;
  }

  if (input.photo) {
    const image = input.photo.type === "png" ? await pdf.embedPng(input.photo.bytes) : await pdf.embedJpg(input.photo.bytes);
    const scaled = image.scaleToFit(contentWidth, 300);
    page.drawImage(image, { x: MARGIN + (contentWidth - scaled.width) / 2, y: y - scaled.height, width: scaled.width, height: scaled.height });
    y -= scaled.height + 20;
  }

  page.drawText(printable(input.priceLine), { x: MARGIN, y: y - 6, size: 24, font: bold, color: INK });
  if (input.priceNote) page.drawText(printable(input.priceNote), { x: MARGIN + bold.widthOfTextAtSize(printable(input.priceLine), 24) + 10, y: y - 4, size: 10, font: regular, color: MUTED });
  y -= 34;

  const columnWidth = contentWidth / 2;
  input.facts.slice(0, 12).forEach((fact, i) => {
    const x = MARGIN + (i % 2) * columnWidth;
    const rowY = y - Math.floor(i / 2) * 16;
    page.drawText(`${printable(fact.label)}:`, { x, y: rowY, size: 9.5, font: bold, color: INK });
    page.drawText(printable(fact.value).slice(0, 48), { x: x + 95, y: rowY, size: 9.5, font: regular, color: INK });
  });
  y -= Math.ceil(Math.min(12, input.facts.length) / 2) * 16 + 12;

  if (input.driveAway) {
    const estimate = input.driveAway;
    page.drawText(printable(estimate.heading), { x: MARGIN, y, size: 12, font: bold, color: INK });
    y -= 16;
    for (const line of [...estimate.lines, { label: estimate.total, value: "" }]) {
      const isTotal = line.value === "";
      page.drawText(printable(line.label).slice(0, 70), { x: MARGIN, y, size: 9.5, font: isTotal ? bold : regular, color: INK });
      if (!isTotal) page.drawText(printable(line.value), { x: MARGIN + contentWidth - regular.widthOfTextAtSize(printable(line.value), 9.5), y, size: 9.5, font: regular, color: INK });
      y -= 13;
    }
    for (const line of wrap(estimate.note, regular, 7.5, contentWidth).slice(0, 3)) {
      page.drawText(line, { x: MARGIN, y, size: 7.5, font: regular, color: MUTED });
      y -= 10;
    }
    y -= 8;
  }

  if (input.features.length > 0) {
    page.drawText("Features", { x: MARGIN, y, size: 12, font: bold, color: INK });
    y -= 16;
    const featureText = input.features.slice(0, 24).join("  •  ");
    for (const line of wrap(featureText, regular, 9, contentWidth).slice(0, 5)) {
      page.drawText(line, { x: MARGIN, y, size: 9, font: regular, color: INK });
      y -= 12;
    }
    y -= 8;
  }

  if (input.comments) {
    page.drawText("Dealer comments", { x: MARGIN, y, size: 12, font: bold, color: INK });
    y -= 16;
    const room = Math.max(1, Math.floor((y - MARGIN - 40) / 12));
    for (const line of wrap(input.comments, regular, 9, contentWidth).slice(0, room)) {
      page.drawText(line, { x: MARGIN, y, size: 9, font: regular, color: INK });
      y -= 12;
    }
  }

  page.drawLine({ start: { x: MARGIN, y: MARGIN + 22 }, end: { x: A4.width - MARGIN, y: MARGIN + 22 }, thickness: 0.5, color: MUTED });
  const footer = [input.contact, input.pageUrl].filter(Boolean).join("   ·   ");
  page.drawText(printable(footer).slice(0, 110), { x: MARGIN, y: MARGIN + 8, size: 9, font: regular, color: MUTED });
  return pdf.save();
}
