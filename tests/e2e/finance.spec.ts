import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { siteUrl } from "./support/hosts";

test.describe.configure({ timeout: 90_000 });

type Quote = { repayment: number; totalRepayments: number };

const dollars = (text: string | null) => Number((text ?? "").replace(/[$,]/g, ""));
const money = (n: number) => `$${Math.round(n).toLocaleString("en-AU")}${Number.isInteger(n) ? "" : `.${String(Math.round((n % 1) * 100)).padStart(2, "0")}`}`;

/** The loan the calculator shows, read from what a shopper sees, as a `GET /api/finance/quote` query. */
async function shownQuery(page: Page, rounding: "nearest" | "up"): Promise<URLSearchParams> {
  const box = (name: string) => page.getByRole("textbox", { name, exact: true }).inputValue();
  const frequency = await page.getByRole("form", { name: "Finance calculator" }).locator('input[name="frequency"]:checked').inputValue();
  return new URLSearchParams({
    amount: String(dollars(await box("Loan amount"))),
    deposit: String(dollars(await box("Deposit or trade-in"))),
    residual: String(dollars(await box("Residual (balloon)"))),
    termYears: await box("Loan term"),
    interestRate: await box("Interest rate (p.a.)"),
    frequency,
    establishmentFee: String(dollars(await page.getByTestId("establishment-fee").textContent())),
    rounding,
  });
}

/** The figure on screen equals the quote API's answer for the loan on screen. */
async function expectShownEqualsApi(page: Page, request: APIRequestContext, site: string, rounding: "nearest" | "up"): Promise<Quote> {
  // Blur first: the boxes show the values used once focus leaves them.
  await page.locator("h1").click();
  const query = await shownQuery(page, rounding);
  const response = await request.get(siteUrl(site, `/api/finance/quote?${query}`));
  expect(response.status(), `quote for ${query}`).toBe(200);
  const quote = (await response.json()) as Quote;
  await expect(page.getByTestId("repayment")).toHaveText(money(quote.repayment));
  await expect(page.getByTestId("total-repayments")).toHaveText(money(quote.totalRepayments));
  return quote;
}

async function dataLayerEvents(page: Page, id: number): Promise<number> {
  return page.evaluate((eventId) => ((window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []).filter((e) => e.event_id === eventId).length, id);
}

test.describe("finance calculator on /finance", () => {
  test("by keyboard: sliders, typed boxes and the frequency radios give the quote API's repayment, and event 26 fires once", async ({ page, request }) => {
    await page.goto(siteUrl("harbour-toyota", "/finance"));
    const amount = page.getByRole("slider", { name: "Loan amount" });
    await expect(amount).toBeEnabled();
    await expect(page.getByRole("textbox", { name: "Loan amount" })).toHaveValue("30,000");
    await expectShownEqualsApi(page, request, "harbour-toyota", "nearest");
    expect(await dataLayerEvents(page, 26)).toBe(0);

    await amount.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("textbox", { name: "Loan amount" })).toHaveValue("32,500");
    await expect(amount).toHaveAttribute("aria-valuetext", "$32,500");

    await page.getByRole("slider", { name: "Loan term" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("textbox", { name: "Loan term" })).toHaveValue("4");

    await page.getByRole("textbox", { name: "Interest rate (p.a.)" }).fill("7.49");
    await page.getByRole("textbox", { name: "Deposit or trade-in" }).fill("$4,000");
    await page.getByRole("textbox", { name: "Residual (balloon)" }).fill("6000");
    await page.keyboard.press("Tab");

    await page.getByRole("form", { name: "Finance calculator" }).getByRole("radio", { name: "Weekly" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
    await expect(page.getByText("/fn")).toBeVisible();
    const quote = await expectShownEqualsApi(page, request, "harbour-toyota", "nearest");
    expect(quote.repayment).toBeGreaterThan(25);
    expect(await dataLayerEvents(page, 26)).toBe(1);
  });

  test("by mouse: a click on each slider's track and on Monthly gives the quote API's repayment (Taurus rounds up, $1,300 fee)", async ({ page, request }) => {
    await page.goto(siteUrl("ridgeway-bikes-caravans", "/finance"));
    await expect(page.getByTestId("establishment-fee")).toHaveText("$1,300");
    for (const [name, at] of [["Loan amount", 0.62], ["Loan term", 0.25], ["Interest rate (p.a.)", 0.8], ["Residual (balloon)", 0.02]] as const) {
      const slider = page.getByRole("slider", { name });
      await expect(slider).toBeEnabled();
      const box = (await slider.boundingBox())!;
      await page.mouse.click(box.x + box.width * at, box.y + box.height / 2);
    }
    await page.getByRole("form", { name: "Finance calculator" }).getByText("Monthly", { exact: true }).click();
    await expect(page.getByText("/mo")).toBeVisible();
    await expectShownEqualsApi(page, request, "ridgeway-bikes-caravans", "up");
    expect(await dataLayerEvents(page, 26)).toBe(1);
  });

  test("out-of-range help text, clamping, and 'Enquire for Finance' with a blank total at $25 or less", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/finance"));
    const amount = page.getByRole("textbox", { name: "Loan amount" });
    await expect(page.getByRole("slider", { name: "Loan amount" })).toBeEnabled();
    await amount.fill("500");
    await expect(page.getByText("Cannot be less than 1,000 or more than 100,000")).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await amount.press("Tab");
    await expect(amount).toHaveValue("1,000");
    await page.getByRole("textbox", { name: "Loan term" }).fill("7");
    await page.getByRole("textbox", { name: "Interest rate (p.a.)" }).fill("0.5");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("repayment")).toHaveText("Enquire for Finance");
    await expect(page.getByTestId("total-repayments")).toHaveText("");
  });

  test("the disclaimer starts collapsed and toggles with show more / show less", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/finance"));
    const warning = page.getByText(/true only for the example given/);
    await expect(warning).toBeHidden();
    await page.getByText("Show more", { exact: true }).click();
    await expect(warning).toBeVisible();
    await page.getByText("Show less", { exact: true }).click();
    await expect(warning).toBeHidden();
  });

  test("a car's calculator starts from its lender entry and still matches the API", async ({ page, request }) => {
    const car = await firstFinancedCar(page, request, "value-used-cars");
    expect(car, "the demo seed gives most in-stock cars a lender entry").not.toBeNull();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Finance the");
    await expect(page.getByRole("textbox", { name: "Loan amount" })).toHaveValue(car!.price.toLocaleString("en-AU"));
    await expectShownEqualsApi(page, request, "value-used-cars", "nearest");
  });
});

type Hit = { id: number; slug: string; price: number; fuel: string | null };

async function hits(request: APIRequestContext, site: string, query: string): Promise<Hit[]> {
  const response = await request.get(siteUrl(site, `/api/search?${query}`));
  return ((await response.json()) as { hits: Hit[] }).hits;
}

/** The first in-stock car with a finance calculator on its finance page (the page is then open). */
async function firstFinancedCar(page: Page, request: APIRequestContext, site: string): Promise<Hit | null> {
  for (const hit of await hits(request, site, "status=in_stock&sortBy=latest")) {
    await page.goto(siteUrl(site, `/finance?car_id=${hit.id}`));
    if ((await page.locator("#finance-calculator").count()) > 0 && (await page.getByRole("heading", { name: "Finance calculator" }).count()) > 0) {
      if ((await page.getByRole("textbox", { name: "Loan amount" }).inputValue()) === hit.price.toLocaleString("en-AU")) return hit;
    }
  }
  return null;
}

test.describe("budget search", () => {
  test("estimate from the defaults, clamps, and the button opens the search up to the budget", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/finance"));
    const panel = page.getByRole("form", { name: "Search by budget" });
    const estimate = panel.getByTestId("budget-estimate");
    await expect(estimate).toHaveText("$38,000");
    await panel.getByText("Weekly", { exact: true }).click();
    await expect(panel.getByRole("textbox", { name: "Weekly repayment" })).toHaveValue("200");
    await expect(estimate).toHaveText("$54,000");
    const deposit = panel.getByRole("textbox", { name: "Deposit" });
    await deposit.fill("abc");
    await expect(estimate).toHaveText("$52,000");
    await deposit.fill("$3,000,000");
    await expect(estimate).toHaveText("$1,052,000");
    await deposit.fill("3000");
    await panel.getByText("SUV", { exact: true }).click();
    await panel.getByRole("button", { name: "View SUVs In This Range" }).click();
    await expect(page).toHaveURL(/\/search\/suv\?price_max=55000$/, { timeout: 30_000 });
  });

  test("the largest inputs show the $10,000,000 the search is sent, not $261,000,000 (issue 32)", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/finance"));
    const panel = page.getByRole("form", { name: "Search by budget" });
    await panel.getByText("Weekly", { exact: true }).click();
    await panel.getByRole("textbox", { name: "Weekly repayment" }).fill("99,999,999");
    await panel.getByRole("textbox", { name: "Deposit" }).fill("5,000,000");
    await expect(panel.getByTestId("budget-estimate")).toHaveText("$10,000,000");
    await expect(panel.getByText("The most our search looks up to")).toBeVisible();
    await panel.getByRole("button", { name: "View Vehicles In This Range" }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?price_max=10000000$/, { timeout: 30_000 });
  });

  test("disabled and reading '0 {carType}s Found' below the cheapest car of the type", async ({ page, request }) => {
    const [cheapest] = await hits(request, "harbour-toyota", "body=Ute&status=in_stock&status=coming_soon&price_min=1001&sortBy=price-asc");
    await page.goto(siteUrl("harbour-toyota", "/finance"));
    const panel = page.getByRole("form", { name: "Search by budget" });
    await panel.getByText("Ute", { exact: true }).click();
    await panel.getByRole("textbox", { name: "Monthly repayment" }).fill("0");
    await panel.getByRole("textbox", { name: "Deposit" }).fill(String(cheapest!.price - 1));
    await expect(panel.getByRole("button", { name: "0 Utes Found" })).toBeDisabled();
    await expect(panel.getByText("No Utes found for this budget")).toBeVisible();
    await panel.getByRole("textbox", { name: "Deposit" }).fill(String(cheapest!.price));
    await expect(panel.getByRole("button", { name: "View Utes In This Range" })).toBeEnabled();
  });
});

test.describe("a car's money tools on /finance?car_id=", () => {
  test("delivery: an empty postcode asks for one without a call; a postcode gets the API's price; an unknown one the spec's 'Sorry…'", async ({ page, request }) => {
    const [car] = await hits(request, "harbour-toyota", "status=in_stock&sortBy=latest");
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/delivery")) calls.push(r.url());
    });
    await page.goto(siteUrl("harbour-toyota", `/finance?car_id=${car!.id}`));
    const form = page.locator("#delivery-estimate");
    await expect(form.getByRole("button", { name: "Get estimate" })).toBeVisible();
    await form.getByRole("button", { name: "Get estimate" }).click();
    await expect(form.getByText("Please enter a postcode.")).toBeVisible();
    expect(calls).toEqual([]);

    const expected = (await (await request.get(siteUrl("harbour-toyota", `/api/delivery?car_id=${car!.id}&postcode=2000`))).json()) as { price: number; name: string };
    await form.getByRole("textbox", { name: "Your postcode" }).fill("2000");
    await form.getByRole("button", { name: "Get estimate" }).click();
    await expect(form.getByTestId("delivery-price")).toHaveText(money(expected.price));
    await expect(form.getByText(`(${expected.name})`)).toBeVisible();

    await form.getByRole("textbox", { name: "Your postcode" }).fill("3989");
    await form.getByRole("button", { name: "Get estimate" }).click();
    await expect(form.getByText("Invalid postcode", { exact: true })).toBeVisible(); // spec 001 §8: "'Invalid postcode' (geocoding)"
    expect(calls).toHaveLength(2);
  });

  test("fuel cost: typed '$', commas and 'kms' give weekly, monthly and yearly cost; none for an electric car", async ({ page, request }) => {
    const cars = await hits(request, "value-used-cars", "status=in_stock&sortBy=latest&fuel=Petrol");
    await page.goto(siteUrl("value-used-cars", `/finance?car_id=${cars[0]!.id}`));
    const fuel = page.locator("#fuel-cost");
    await expect(fuel.getByTestId("fuel-weekly")).toBeVisible();
    const consumption = Number(/At ([\d.]+) L\/100 km/.exec((await fuel.textContent()) ?? "")![1]);
    await fuel.getByRole("textbox", { name: "Fuel price (per litre)" }).fill("$2.10");
    await fuel.getByRole("textbox", { name: "Distance per week" }).fill("1,000 kms");
    const weekly = (1000 / 100) * consumption * 2.1;
    await expect(fuel.getByTestId("fuel-weekly")).toHaveText(money(Math.round(weekly)));
    await expect(fuel.getByTestId("fuel-monthly")).toHaveText(money(Math.round((weekly * 52) / 12)));
    await expect(fuel.getByTestId("fuel-yearly")).toHaveText(money(Math.round(weekly * 52)));

    const [electric] = await hits(request, "value-used-cars", "status=in_stock&fuel=Electric");
    expect(electric, "the demo seed has electric cars in stock").toBeDefined();
    await page.goto(siteUrl("value-used-cars", `/finance?car_id=${electric!.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#fuel-cost")).toHaveCount(0);
  });

  test("price comparison shows the autogauge answer when the rule allows, and is absent when it does not", async ({ page, request }) => {
    const cars = await hits(request, "value-used-cars", "car_type=used&status=in_stock&sortBy=latest");
    let shown = false;
    let hidden = false;
    for (const car of cars) {
      if (shown && hidden) break;
      const gauge = (await (await request.get(siteUrl("value-used-cars", `/cars/${car.slug}/autogauge`))).json()) as { confidence: number | null; description: string | null; market_range_max: number | null; listing_price: number | null };
      const passes = gauge.confidence !== null && gauge.confidence > 0.2 && gauge.market_range_max! >= gauge.listing_price!;
      if ((passes && shown) || (!passes && hidden)) continue;
      await page.goto(siteUrl("value-used-cars", `/finance?car_id=${car.id}`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (passes) {
        await expect(page.locator("#price-comparison").getByText(gauge.description!)).toBeVisible();
        shown = true;
      } else {
        await expect(page.getByText("Comparable cars used")).toHaveCount(0);
        hidden = true;
      }
    }
    expect(shown && hidden).toBe(true);
  });
});

test("the vehicle page's delivery dialog", async ({ page, request }) => {
  const [car] = await hits(request, "harbour-toyota", "status=in_stock&sortBy=latest");
  await page.goto(siteUrl("harbour-toyota", `/cars/${car!.slug}`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("#delivery-estimate")).toHaveCount(1);
  // Before hydration the opener is a link to the same form on the finance page.
  const opener = page.getByRole("button", { name: "Estimate delivery" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Delivery estimate" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Your postcode" })).toBeFocused();
  await dialog.getByRole("button", { name: "Get estimate" }).click();
  await expect(dialog.getByText("Please enter a postcode.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
