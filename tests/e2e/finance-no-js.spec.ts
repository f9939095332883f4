import { expect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });

const money = (n: number) => `$${n.toLocaleString("en-AU")}`;

test("without JavaScript the calculator is a GET form the finance page answers with the quote API's figure", async ({ page, request }) => {
  await page.goto(siteUrl("harbour-toyota", "/finance"));
  const calculator = page.getByRole("form", { name: "Finance calculator" });
  await calculator.getByRole("textbox", { name: "Loan amount" }).fill("$45,000");
  await calculator.getByRole("textbox", { name: "Deposit or trade-in" }).fill("5,000");
  await calculator.getByText("Fortnightly", { exact: true }).click();
  await calculator.getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(/amount=%2445%2C000/);
  await expect(calculator.getByRole("textbox", { name: "Loan amount" })).toHaveValue("45,000");
  const quote = await (await request.get(siteUrl("harbour-toyota", "/api/finance/quote?amount=45000&deposit=5000&termYears=5&interestRate=10&frequency=fortnightly"))).json();
  await expect(calculator.getByTestId("repayment")).toHaveText(money(quote.repayment));
  await expect(calculator.getByTestId("total-repayments")).toHaveText(money(quote.totalRepayments));
});

test("without JavaScript the budget search lands on the search up to the budget", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/finance"));
  const panel = page.getByRole("form", { name: "Search by budget" });
  await panel.getByText("SUV", { exact: true }).click();
  await panel.getByRole("textbox", { name: "Monthly repayment" }).fill("700");
  await panel.getByRole("button", { name: "View Vehicles In This Range" }).click();
  // 700 × 12 × 5 + 2,000
  await expect(page).toHaveURL(/\/search\/suv\?price_max=44000$/);
});

test("without JavaScript a budget of 'abc' and a negative deposit searches up to 0, and the largest inputs up to the $10,000,000 the script shows (issue 32)", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/finance"));
  const panel = page.getByRole("form", { name: "Search by budget" });
  await panel.getByRole("textbox", { name: "Monthly repayment" }).fill("abc");
  await panel.getByRole("textbox", { name: "Deposit" }).fill("-5000");
  await panel.getByRole("button", { name: "View Vehicles In This Range" }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?price_max=0$/);

  await page.goto(siteUrl("harbour-toyota", "/finance"));
  await panel.getByRole("textbox", { name: "Monthly repayment" }).fill("99,999,999");
  await panel.getByRole("textbox", { name: "Deposit" }).fill("5,000,000");
  await panel.getByRole("button", { name: "View Vehicles In This Range" }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?price_max=10000000$/);
});

test("without JavaScript the delivery form on the finance page answers a postcode", async ({ page, request }) => {
  const car = ((await (await request.get(siteUrl("harbour-toyota", "/api/search?status=in_stock&sortBy=latest"))).json()) as { hits: { id: number }[] }).hits[0]!;
  const expected = await (await request.get(siteUrl("harbour-toyota", `/api/delivery?car_id=${car.id}&postcode=4000`))).json();
  await page.goto(siteUrl("harbour-toyota", `/finance?car_id=${car.id}`));
  const delivery = page.locator("#delivery-estimate");
  await delivery.getByRole("button", { name: "Get estimate" }).click();
  await expect(delivery.getByText("Please enter a postcode.")).toBeVisible();
  await delivery.getByRole("textbox", { name: "Your postcode" }).fill("4000");
  await delivery.getByRole("button", { name: "Get estimate" }).click();
  await expect(delivery.getByTestId("delivery-price")).toHaveText(money(expected.price));
});
