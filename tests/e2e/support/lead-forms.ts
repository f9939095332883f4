import type { Locator } from "@playwright/test";

/** Picks the first real option of a select the site shows (locations, dealerships); sites without it skip it. */
export async function chooseIfShown(form: Locator, name: string): Promise<void> {
  const select = form.getByRole("combobox", { name });
  if ((await select.count()) === 0 || !(await select.isVisible())) return;
  const value = await select.locator("option:not([value=''])").first().getAttribute("value");
  await select.selectOption(value!);
}
