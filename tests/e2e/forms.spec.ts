import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";
import { SUCCESS_URL } from "./support/lead-forms";

/** Others share this machine; a navigation may take a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SITE = "harbour-toyota";

async function inStockCar(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const hits = ((await (await request.get(siteUrl(SITE, "/api/search?sortBy=latest"))).json()) as { hits: { slug: string; name: string; status: string }[] }).hits;
  const car = hits.find((hit) => hit.status === "in_stock");
  if (!car) throw new Error("no car in stock");
  return car;
}

async function openEnquiry(page: Page, slug: string): Promise<Locator> {
  await page.goto(siteUrl(SITE, `/cars/${slug}`));
  await page.locator("main").getByRole("button", { name: "Enquire Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillDetails(form: Locator, postcode = "4000") {
  await form.getByRole("textbox", { name: "First name" }).fill("Jess");
  await form.getByRole("textbox", { name: "Last name" }).fill("Nguyen");
  await form.getByRole("textbox", { name: "Email" }).fill("jess@example.com");
  await form.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await form.getByRole("textbox", { name: "Postcode" }).fill(postcode);
}

test("vehicle enquiry: the first step checks the details, the last submits and lands on /success", async ({ page, request }) => {
  const car = await inStockCar(request);
  const dialog = await openEnquiry(page, car.slug);
  await dialog.getByRole("button", { name: "Next" }).click();
  const summary = dialog.getByRole("alert");
  await expect(summary).toContainText("Please fix the following errors:");
  await expect(summary).toContainText("Please enter your first name.");
  const firstName = dialog.getByRole("textbox", { name: "First name" });
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAccessibleDescription("Please enter your first name.");

  await fillDetails(dialog, "40");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("textbox", { name: "Postcode" })).toHaveAccessibleDescription("Invalid postcode. Please enter a 4-digit number.");
  await dialog.getByRole("textbox", { name: "Postcode" }).fill("4000");
  await dialog.getByRole("button", { name: "Next" }).click();

  await expect(dialog.getByRole("checkbox", { name: "Yes, I would like to subscribe to receive latest offers & product updates." })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Phone" })).toBeChecked();
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Please enter your comments.");
  await expect(dialog.getByRole("alert")).toContainText("*You must agree to the terms of use before submitting.");

  await dialog.getByRole("textbox", { name: "Comments" }).fill("Is it still available?");
  await dialog.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();

  // Spec 000 §4: the car and category are kept locally; spec 001 §3: the stored details prefill the next form.
  const lastEnquiry = JSON.parse((await page.evaluate(() => localStorage.getItem("forecourt:last-enquiry"))) ?? "{}") as { car_id?: number; category?: string };
  expect(lastEnquiry.category).toBe("General Enquiry");
  expect(lastEnquiry.car_id).toBeGreaterThan(0);
  await page.goto(siteUrl(SITE, "/contact"));
  const contact = page.getByRole("form", { name: "Email Us" });
  await expect(contact).toHaveAttribute("data-enhanced", "true");
  await expect(contact.getByRole("textbox", { name: "Email" })).toHaveValue("jess@example.com");
  await expect(contact.getByRole("textbox", { name: "Postcode" })).toHaveValue("4000");
});

test("a failed submit shows the server's error or 'An unexpected error occured', and the retry reuses its Idempotency-Key", async ({ page, request }) => {
  const car = await inStockCar(request);
  await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
  await page.locator("main").getByRole("button", { name: "Request Photos" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Photos" });
  await fillDetails(dialog);
  await dialog.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();

  const keys: string[] = [];
  let answer: { status: number; body: string } = { status: 503, body: JSON.stringify({ error: { message: "Sending enquiries is unavailable just now, please try again." } }) };
  await page.route("**/api/leads", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await route.fulfill({ status: answer.status, contentType: "application/json", body: answer.body });
  });
  await dialog.getByRole("button", { name: "Request Photos" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Sending enquiries is unavailable just now, please try again.");
  await expect(dialog.getByRole("button", { name: "Request Photos" })).toBeEnabled();

  answer = { status: 500, body: "oops" };
  await dialog.getByRole("button", { name: "Request Photos" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("An unexpected error occured");

  await page.unroute("**/api/leads");
  const sent = page.waitForRequest("**/api/leads");
  await dialog.getByRole("button", { name: "Request Photos" }).click();
  const final = await sent;
  await expect(page).toHaveURL(SUCCESS_URL);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(final.headers()["idempotency-key"]).toBe(keys[0]);
});

test("the submit button is disabled with a spinner while the lead is sent", async ({ page, request }) => {
  const car = await inStockCar(request);
  await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
  await page.locator("main").getByRole("button", { name: "Book a Test Drive" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Test Drive" });
  // Slots come from the car's location's sales hours (tested in test-drive-slots.test.ts).
  const slot = dialog.getByRole("combobox", { name: "Test Drive Booking Date" });
  await expect(slot.locator("option").nth(1)).toHaveAttribute("value", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await slot.selectOption({ index: 1 });
  // Harbour Toyota has two locations, so each car's location lists the other for a test drive.
  await dialog.getByRole("combobox", { name: "Test drive location" }).selectOption({ index: 1 });
  await fillDetails(dialog);
  await dialog.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/leads", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Book Test Drive" }).click();
  const busy = dialog.getByRole("button", { name: "Sending…" });
  await expect(busy).toBeDisabled();
  release();
  await expect(page).toHaveURL(SUCCESS_URL);
});

test("the form pages, the enquiry dialog and a form showing its errors pass axe", async ({ page, request }) => {
  const check = async (what: string) => {
    await expectNoAxeViolations(page, { label: what });
  };
  // /contact and /finance are held to axe on every template by the audit and tests/e2e/locations.spec.ts.
  for (const path of ["/trade-in", "/service", "/sell-my-car", "/success"]) {
    await page.goto(siteUrl(SITE, path));
    await check(path);
  }
  const form = page.getByRole("form", { name: "Sell my car" });
  await page.goto(siteUrl(SITE, "/sell-my-car"));
  await expect(form).toHaveAttribute("data-enhanced", "true");
  await form.getByRole("button", { name: "Get An Offer" }).click();
  await expect(form.getByRole("alert")).toContainText("Please enter your vehicle's make.");
  await check("/sell-my-car with errors");
  const car = await inStockCar(request);
  const dialog = await openEnquiry(page, car.slug);
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await check("enquiry dialog");
});
