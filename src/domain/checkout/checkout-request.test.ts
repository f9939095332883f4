import { describe, expect, it } from "vitest";
import { checkoutRequestFields, checkoutRequestMessage } from "./checkout-request";

const car = { id: 42, name: "2021 Mazda CX-5 Maxx", stocknum: "U123", price: 31990 };

describe("checkoutRequestMessage", () => {
  it.each([
    // Spec 000 §9: "Reserve deposit held 48 hours, 100% refundable, default '$200'".
    ["reserve", car, 200, "Reservation request for 2021 Mazda CX-5 Maxx (stock U123). Please contact me to take the $200 deposit (100% refundable) and hold the car for 48 hours."],
    ["purchase", car, 200, "Online purchase request for 2021 Mazda CX-5 Maxx (stock U123) at $31,990. Please contact me to arrange payment, paperwork and delivery or pick-up."],
    ["purchase", { ...car, price: 0 }, 200, "Online purchase request for 2021 Mazda CX-5 Maxx (stock U123). Please contact me to arrange payment, paperwork and delivery or pick-up."],
  ] as const)("%s", (journey, subject, deposit, expected) => {
    expect(checkoutRequestMessage(journey, subject, deposit)).toBe(expected);
  });
});

describe("checkoutRequestFields", () => {
  it.each([
    ["reserve", "Reserve Online"],
    ["purchase", "Online Purchase"],
  ] as const)("%s is sent as the car's %s lead", (journey, category) => {
    const fields = checkoutRequestFields(journey, car, 500);
    expect(fields).toMatchObject({ car_id: "42", category });
    expect(fields.message).toContain("U123");
  });
});
