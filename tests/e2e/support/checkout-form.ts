import type { Page } from "@playwright/test";

/** Fills the purchase pages' request form ('Your details') with a valid shopper and returns it. */
export async function fillCheckoutDetails(page: Page) {
  const form = page.getByRole("form", { name: "Your details" });
  await form.getByRole("textbox", { name: "First name" }).fill("Sam");
  await form.getByRole("textbox", { name: "Last name" }).fill("Walker");
  await form.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
  await form.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await form.getByRole("textbox", { name: "Postcode" }).fill("2300");
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  return form;
}
