import { describe, expect, it } from "vitest";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { AMOUNT_MESSAGES } from "./aud-amount";
import { ONLINE_PAYMENT_MESSAGES, onlinePaymentAvailability, onlinePaymentLeadMessage, onlinePaymentSchema } from "./online-payment";

const valid = { reference: "INV-20931", amount: "1,249.50", note: "", name: "Mia", last_name: "Nguyen", email: "mia@example.com", postcode: "4217" };
const errorsOf = (body: Record<string, unknown>, dealershipSlugs: readonly string[] = ["harbour"]) => {
  const parsed = onlinePaymentSchema({ dealershipSlugs }).safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("onlinePaymentAvailability", () => {
  it.each([
    [false, false, "off"],
    [false, true, "off"],
    [true, false, "unavailable"],
    [true, true, "open"],
  ] as const)("enabled %s, provider %s: %s", (enabled, provider, availability) => {
    expect(onlinePaymentAvailability(enabled, provider)).toBe(availability);
  });
});

describe("onlinePaymentSchema", () => {
  it("reads the amount as cents, drops a blank note and takes a sole dealership", () => {
    expect(onlinePaymentSchema({ dealershipSlugs: ["harbour"] }).parse(valid)).toEqual({
      reference: "INV-20931", amountCents: 124_950, note: undefined, name: "Mia", last_name: "Nguyen", email: "mia@example.com", postcode: "4217", dealershipSlug: "harbour",
    });
  });

  it.each([
    ["reference", "", ONLINE_PAYMENT_MESSAGES.reference],
    ["reference", "   ", ONLINE_PAYMENT_MESSAGES.reference],
    ["reference", "INV<script>", ONLINE_PAYMENT_MESSAGES.referenceFormat],
    ["reference", "-INV", ONLINE_PAYMENT_MESSAGES.referenceFormat],
    ["reference", "A".repeat(41), "At most 40 characters."],
    ["amount", "", AMOUNT_MESSAGES.invalid],
    ["amount", "-5", AMOUNT_MESSAGES.invalid],
    ["amount", "0.50", AMOUNT_MESSAGES.tooSmall],
    ["amount", "60000", AMOUNT_MESSAGES.tooLarge],
    ["amount", 100, AMOUNT_MESSAGES.invalid],
    ["note", "x".repeat(501), "Too big: expected string to have <=500 characters"],
    ["email", "mia@", LEAD_MESSAGES.email],
    ["postcode", "421", LEAD_MESSAGES.postcode],
    ["name", "", LEAD_MESSAGES.name],
  ])("%s %j: %s", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it.each([
    [["a", "b"], undefined, LEAD_MESSAGES.dealership],
    [["a", "b"], "c", LEAD_MESSAGES.dealership],
    [["a"], "b", LEAD_MESSAGES.dealership],
    [["a", "b"], "b", undefined],
  ])("dealerships %j, chosen %j: %j", (slugs, chosen, message) => {
    expect(errorsOf({ ...valid, dealership_slug: chosen }, slugs).dealership_slug).toBe(message);
  });

  it("keeps a reference with spaces and slashes as typed, trimmed", () => {
    expect(onlinePaymentSchema({ dealershipSlugs: ["a"] }).parse({ ...valid, reference: "  RO 4471/2 " }).reference).toBe("RO 4471/2");
  });
});

describe("onlinePaymentLeadMessage", () => {
  it("names the amount, the invoice, the provider's reference and the note", () => {
    expect(onlinePaymentLeadMessage({ id: "op-1", amountCents: 24_995, reference: "INV-1", note: "Logbook service", paymentReference: "pi_1" })).toBe(
      "Online payment of $249.95 AUD received for reference INV-1. Payment reference pi_1. Online payment op-1.\n\nNote from the customer: Logbook service",
    );
    expect(onlinePaymentLeadMessage({ id: "op-2", amountCents: 100, reference: "P-9", note: null, paymentReference: "pi_2" })).toBe("Online payment of $1.00 AUD received for reference P-9. Payment reference pi_2. Online payment op-2.");
  });
});
