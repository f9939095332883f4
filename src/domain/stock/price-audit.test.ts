import { expect, it } from "vitest";
import { priceAuditText } from "./price-audit";

it.each([
  { entry: { action: "change_car_price", detail: { carId: 4, stocknum: "U1001", from: 34_990, to: 32_990 } }, text: { carId: 4, text: "Changed the price of U1001 from $34,990 to $32,990" } },
  { entry: { action: "change_car_price", detail: { carId: "4", from: 1, to: 2 } }, text: null },
  { entry: { action: "claim_lead", detail: { carId: 4, from: 1, to: 2 } }, text: null },
])("$entry.action $entry.detail", ({ entry, text }) => {
  expect(priceAuditText(entry)).toEqual(text);
});
