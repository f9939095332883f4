import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { comparableCars } from "./support/compare";
import { siteUrl } from "./support/hosts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

for (const site of ["harbour-toyota", "ridgeway-bikes-caravans"]) {
  test(`with JavaScript, Compare on cards leads to a shareable comparison (${site})`, async ({ page, request }) => {
    const [first, second] = await comparableCars(request, site, 2);
    for (const car of [first!, second!]) {
      await page.goto(siteUrl(site, `/cars/${car.slug}`));
      await page.getByRole("button", { name: `Compare ${car.name}`, exact: true }).click();
    }
    await expect(page).toHaveURL(siteUrl(site, `/compare?cars=${first!.id},${second!.id}`));
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
    await page.screenshot({ path: `test-results/compare-desktop-${site}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `compare (${site})` });

    // The address alone is the comparison: a fresh browser with no tray sees the same cars.
    const shared = await page.context().browser()!.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole("table").getByRole("columnheader")).toHaveCount(2);
    await shared.close();

    await page.getByRole("link", { name: "Show differences only" }).click();
    await expect(page).toHaveURL(/differences=only/);
  });
}
