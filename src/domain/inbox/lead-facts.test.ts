import { describe, expect, it } from "vitest";
import type { StoredLeadPayload } from "@/domain/leads/lead-record";
import { financeFacts, requestFacts, tradeInFacts } from "./lead-facts";

const payload = (fields: Partial<StoredLeadPayload>) => ({ vehicle: null, ...fields }) as StoredLeadPayload;

describe("a lead's facts", () => {
  it("shows the finance calculator's figures, leaving out what the shopper did not give", () => {
    expect(financeFacts(payload({ finance_calculator: { amount: 30000, deposit: 5000, term_years: 5, interest_rate: 7.5, frequency: "Weekly", repayment: 118 } }))).toEqual([
      { label: "Amount financed", value: "$30,000" }, { label: "Deposit", value: "$5,000" }, { label: "Term", value: "5 years" },
      { label: "Interest rate", value: "7.5% p.a." }, { label: "Repayment", value: "$118 weekly" },
    ]);
    expect(financeFacts(payload({}))).toEqual([]);
  });
  it("shows a trade-in as one car line", () => {
    expect(tradeInFacts(payload({ "do-you-have-a-trade-in": "Yes", trade_in_year: 2015, trade_in_make: "Mazda", trade_in_model: "3", kms: 120000, Rego: "ABC123", regoState: "QLD" }))).toEqual([
      { label: "Has a trade-in", value: "Yes" }, { label: "Car", value: "2015 Mazda 3" }, { label: "Kilometres", value: "120,000 km" }, { label: "Rego", value: "ABC123 QLD" },
    ]);
  });
  it("shows the request's own details and nothing blank", () => {
    expect(requestFacts(payload({ PreferredContactMethod: "SMS", test_drive_date: "2026-12-05T10:30", vehiclePriceBudget: 25000, additional_services: [] }))).toEqual([
      { label: "Preferred contact", value: "SMS" }, { label: "Test drive", value: "2026-12-05 10:30" }, { label: "Budget", value: "$25,000" },
    ]);
  });
});
