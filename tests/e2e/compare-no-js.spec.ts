import { expect as baseExpect, test } from "@playwright/test";
import { comparableCars } from "./support/compare";
import { siteUrl } from "./support/hosts";

test.use({ javaScriptEnabled: false });
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SITE = "harbour-toyota";

test("without JavaScript, Compare on a card and on a vehicle page fills the tray; the table, differences only and Remove are links and forms", async ({ page, request }) => {
  const [first, second] = await comparableCars(request, SITE, 2);
  await page.goto(siteUrl(SITE, "/search/new-used-and-demo-cars?sortBy=latest"));
  await page.getByRole("link", { name: `Compare ${first!.name}`, exact: true }).first().click();
  await expect(page).toHaveURL(siteUrl(SITE, `/compare?cars=${first!.id}`));

  await page.goto(siteUrl(SITE, `/cars/${second!.slug}`));
  await page.getByRole("link", { name: `Compare ${second!.name}`, exact: true }).click();
  await expect(page).toHaveURL(siteUrl(SITE, `/compare?cars=${first!.id},${second!.id}`));

  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await expect(table.getByRole("rowheader", { name: /^Price/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^Odometer/ })).toBeVisible();

  const rows = await table.getByRole("rowheader").count();
  await page.getByRole("link", { name: "Show differences only" }).click();
  await expect(page).toHaveURL(/differences=only/);
  const differing = await table.getByRole("rowheader").count();
  expect(differing).toBeLessThanOrEqual(rows);
  for (const header of await table.getByRole("rowheader").all()) {
    const text = (await header.textContent()) ?? "";
    if (!text.startsWith("Price")) expect(text).toMatch(/differs$/);
  }
  await page.getByRole("link", { name: "Show all rows" }).click();
  await expect(table.getByRole("rowheader")).toHaveCount(rows);

  await page.getByRole("button", { name: `Remove ${first!.name} from the comparison` }).click();
  await expect(page).toHaveURL(siteUrl(SITE, `/compare?cars=${second!.id}`));
  await expect(table.getByRole("columnheader")).toHaveCount(1);
});

test("a fifth car is refused with a message, and more than four in a link are refused", async ({ page, request }) => {
  const cars = await comparableCars(request, SITE, 5);
  for (const car of cars) await page.goto(siteUrl(SITE, `/compare/add?car=${car.id}`));
  await expect(page).toHaveURL(siteUrl(SITE, `/compare?cars=${cars.slice(0, 4).map((c) => c.id).join(",")}&notice=full`));
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your comparison already holds 4 cars. Remove one to add another.");
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(4);

  await page.goto(siteUrl(SITE, `/compare?cars=${cars.map((c) => c.id).join(",")}`));
  await expect(page.getByRole("main").getByRole("status")).toContainText("You can compare up to 4 cars at a time.");
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.getByRole("link", { name: "Compare the first 4 cars" }).click();
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(4);
});

test("a car of another site is refused: left out with a message, its name nowhere on the page", async ({ page, request }) => {
  const [ours] = await comparableCars(request, SITE, 1);
  const [theirs] = await comparableCars(request, "ridgeway-bikes-caravans", 1);
  await page.goto(siteUrl(SITE, `/compare?cars=${theirs!.id},${ours!.id}`));
  await expect(page.getByRole("main").getByRole("status")).toHaveText("A car in this link is not one of ours and was left out.");
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(1);
  await expect(page.getByText(theirs!.name)).toHaveCount(0);

  await page.goto(siteUrl(SITE, `/compare/add?car=${theirs!.id}`));
  await expect(page).toHaveURL(/\/compare\?cars=/);
  expect(new URL(page.url()).searchParams.get("cars")!.split(",")).not.toContain(String(theirs!.id));
});

test("the drive-away row appears for a postcode typed into the GET form", async ({ page, request }) => {
  const cars = await comparableCars(request, SITE, 2);
  await page.goto(siteUrl(SITE, `/compare?cars=${cars.map((c) => c.id).join(",")}`));
  await expect(page.getByRole("rowheader", { name: /^Drive-away estimate/ })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Postcode for drive-away estimates" }).fill("2000");
  await page.getByRole("button", { name: "Estimate" }).click();
  await expect(page).toHaveURL(/postcode=2000/);
  await expect(page.getByRole("rowheader", { name: /^Drive-away estimate/ })).toBeVisible();
});
