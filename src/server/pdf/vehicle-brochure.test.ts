import { inflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderVehicleBrochure, type BrochureInput } from "./vehicle-brochure";

const input = (o: Partial<BrochureInput> = {}): BrochureInput => ({
  siteName: "Harbour Toyota", carName: "2021 Toyota HiLux SR5", subtitle: "White · 6 speed Automatic · Dual Cab Utility", priceLine: "$52,990", priceNote: "Drive Away",
  facts: [{ label: "Odometer", value: "45,210 km" }], features: ["Reversing camera", "Tow bar"], comments: "One owner — “immaculate”. 🚗 Full history.".repeat(20),
  contact: "(02) 5550 1122", pageUrl: "https://harbourtoyota.example/cars/x", photo: null, accent: { r: 0.8, g: 0, b: 0 }, ...o,
});

describe("renderVehicleBrochure", () => {
  it("makes a one-page PDF titled with the car's name, even with characters the standard fonts lack", async () => {
    const bytes = await renderVehicleBrochure(input());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getPageCount()).toBe(1);
    expect(parsed.getTitle()).toBe("2021 Toyota HiLux SR5 | Harbour Toyota");
  });

  it("prints the drive-away estimate for a postcode", async () => {
    const driveAway = { heading: "Drive-away estimate for postcode 2000 (NSW)", lines: [{ label: "Stamp duty", value: "$1,600" }], total: "Estimated drive-away price (at least): $52,053", note: "Estimate only." };
    const bytes = await renderVehicleBrochure(input({ driveAway }));
    const hex = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();
    const raw = Buffer.from(bytes).toString("latin1");
    // Page content is Flate-compressed: inflate every stream and read the text operators' hex strings.
    const content = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map(([, body]) => {
      try {
        return inflateSync(Buffer.from(body!, "latin1")).toString("latin1");
      } catch {
        return "";
      }
    }).join("\n");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    for (const text of ["Drive-away estimate for postcode 2000 (NSW)", "Stamp duty", "$1,600", "Estimated drive-away price (at least): $52,053"]) expect(content).toContain(hex(text));
  });
});
