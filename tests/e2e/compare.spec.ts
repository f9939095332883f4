import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { comparableCars } from "./support/compare";
import { siteUrl } from "./support/hosts";
import { expectValidHtml } from "./support/html-validity";
import { openCar } from "./support/vehicle-pages";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

for (const site of ["harbour-toyota", "ridgeway-bikes-caravans"]) {
  test(`with JavaScript, Compare fills the tray in place, which links to a shareable comparison (${site})`, async ({ page, request }) => {
    const [first, second] = await comparableCars(request, site, 2);
    const tray = page.getByRole("region", { name: "Cars to compare" });
    for (const car of [first!, second!]) {
      await openCar(page, site, car.slug);
      const compare = page.getByRole("button", { name: `Compare ${car.name}`, exact: true });
      await compare.click();
      await expect(compare).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(siteUrl(site, `/cars/${car.slug}`));
      await expect(tray.getByText(car.name)).toBeVisible();
    }
    await expectNoAxeViolations(page, { include: "section[aria-label='Cars to compare']", label: `compare tray (${site})` });
    await tray.getByRole("link", { name: "Compare 2 cars" }).click();
    await expect(page).toHaveURL(siteUrl(site, `/compare?cars=${first!.id},${second!.id}`));
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
    await expect(tray).toHaveCount(0);
    await page.screenshot({ path: `test-results/compare-desktop-${site}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `compare (${site})` });
    await expectValidHtml(page, `compare-${site}`);

    // The address alone is the comparison: a browser with no tray sees the same cars.
    const shared = await page.context().browser()!.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole("table").getByRole("columnheader")).toHaveCount(2);
    await shared.close();

    await page.getByRole("link", { name: "Show differences only" }).click();
    await expect(page).toHaveURL(/differences=only/);
  });
}

test("with JavaScript, the tray refuses a fifth car with a message, and Remove takes a car out", async ({ page, request }) => {
  const site = "harbour-toyota";
  const cars = await comparableCars(request, site, 5);
  await page.goto(siteUrl(site, "/search/new-used-and-demo-cars?sortBy=latest"));
  await expect(page.locator("[data-enhanced=true]").first()).toBeAttached({ timeout: 20_000 });
  const tray = page.getByRole("region", { name: "Cars to compare" });
  for (const car of cars.slice(0, 4)) {
    await page.getByRole("button", { name: `Compare ${car.name}`, exact: true }).first().click();
  }
  await expect(tray.getByRole("listitem")).toHaveCount(4);
  await page.screenshot({ path: "test-results/compare-tray-search.png" });
  await page.getByRole("button", { name: `Compare ${cars[4]!.name}`, exact: true }).first().click();
  await expect(tray.getByRole("status")).toHaveText("Your comparison already holds 4 cars. Remove one to add another.");
  await expect(tray.getByRole("listitem")).toHaveCount(4);

  await tray.getByRole("button", { name: `Remove ${cars[0]!.name} from the comparison` }).click();
  await expect(tray.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("button", { name: `Compare ${cars[0]!.name}`, exact: true }).first()).toHaveAttribute("aria-pressed", "false");
  await expect(tray.getByRole("link", { name: "Compare 3 cars" })).toHaveAttribute("href", `/compare?cars=${cars.slice(1, 4).map((c) => c.id).join(",")}`);
});
