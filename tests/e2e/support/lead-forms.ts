import type { Locator } from "@playwright/test";

/**
 * Picks the first real option of a select the site shows (locations, dealerships); sites without it skip it. Choose
 * the dealership first: the locations then narrow to its own, or without JavaScript are listed under its name.
 */
export async function chooseIfShown(form: Locator, name: string): Promise<void> {
  const select = form.getByRole("combobox", { name });
  if ((await select.count()) === 0 || !(await select.isVisible())) return;
  const options = name === "Location" ? await locationsOfChosenDealership(form, select) : select.locator("option:not([value=''])");
  const value = await options.first().getAttribute("value");
  await select.selectOption(value!);
}

async function locationsOfChosenDealership(form: Locator, select: Locator): Promise<Locator> {
  const dealership = form.getByRole("combobox", { name: "Preferred dealership" });
  const chosen = (await dealership.count()) > 0 ? ((await dealership.locator("option:checked").textContent()) ?? "").trim() : "";
  const group = select.locator(`optgroup[label="${chosen}"] option`);
  return chosen && (await group.count()) > 0 ? group : select.locator("option:not([value=''])");
}

/** Fills a lead form's shopper details (name, e-mail, phone, postcode, and the location and dealership selects a site shows). */
export async function fillShopperDetails(form: Locator, email: string): Promise<void> {
  await form.getByRole("textbox", { name: "First name" }).fill("Robin");
  await form.getByRole("textbox", { name: "Last name" }).fill("Tester");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await form.getByRole("textbox", { name: "Postcode" }).fill("4000");
  await chooseIfShown(form, "Preferred dealership");
  await chooseIfShown(form, "Location");
}

/** `/success` as a sent form lands on it: with the token of the enquiry's status page (issue 14). */
export const SUCCESS_URL = /\/success\?enquiry=[\w-]{32}$/;
