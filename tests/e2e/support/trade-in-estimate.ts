import { expect, type Page } from "@playwright/test";

/** The demo's most listed used model: enough comparables across the demo sites for an estimate. */
export const HILUX = { make: "Toyota", model: "HiLux", year: "2022", badge: "SR5", kms: "50,000", postcode: "2300" };

/** Answers the instant estimate's questions on the trade-in page and asks for the estimate (a GET form: no script needed). */
export async function askForEstimate(page: Page, car: Partial<typeof HILUX> & { condition?: string } = {}): Promise<void> {
  const answers = { ...HILUX, condition: "Good: normal wear, no repairs needed", ...car };
  const form = page.getByRole("form", { name: "Instant estimate" });
  await form.getByRole("textbox", { name: "Make" }).fill(answers.make);
  await form.getByRole("textbox", { name: "Model" }).fill(answers.model);
  await form.getByRole("textbox", { name: "Year" }).fill(answers.year);
  await form.getByRole("textbox", { name: "Badge (optional)" }).fill(answers.badge);
  await form.getByRole("textbox", { name: "Kilometres" }).fill(answers.kms);
  await form.getByRole("textbox", { name: "Postcode" }).fill(answers.postcode);
  if (answers.condition) await form.getByRole("combobox", { name: "Condition" }).selectOption({ label: answers.condition });
  await form.getByRole("button", { name: "Estimate my car" }).click();
  await expect(page).toHaveURL(/trade_in_make=/);
}
