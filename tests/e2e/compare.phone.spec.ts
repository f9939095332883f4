import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { comparableCars } from "./support/compare";
import { siteUrl } from "./support/hosts";
import { expectValidHtml } from "./support/html-validity";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

for (const site of ["harbour-toyota", "ridgeway-bikes-caravans"]) {
  test(`on a 390 px phone the cars scroll sideways and the row names stay in view (${site})`, async ({ page, request }) => {
    const cars = await comparableCars(request, site, 3);
    await page.goto(siteUrl(site, `/compare?cars=${cars.map((c) => c.id).join(",")}`));
    const region = page.getByRole("region", { name: "Car comparison, scrolls sideways" });
    await expect(region.getByRole("columnheader")).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);

    const rowName = region.getByRole("rowheader", { name: /^Odometer/ });
    const before = (await rowName.boundingBox())!;
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(async () => (await rowName.boundingBox())!.x).toBeCloseTo(before.x, 0);
    await expect(region.getByRole("columnheader").last()).toBeInViewport();
    await page.screenshot({ path: `test-results/compare-phone-${site}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `compare on a phone (${site})` });
    await expectValidHtml(page, `compare-phone-${site}`);
  });
}
