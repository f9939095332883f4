import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { driveAwayAnswer, expectBreakdown, findDriveAwayCar } from "./support/drive-away";

test.use({ javaScriptEnabled: false });
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test("without JavaScript the postcode form reloads the vehicle page with the NSW and the VIC breakdown", async ({ page, request }) => {
  const car = await findDriveAwayCar(request);
  await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
  const section = page.getByRole("region", { name: "Drive-away price" });
  for (const [postcode, state] of [["2000", "New South Wales"], ["3000", "Victoria"]] as const) {
    await section.getByRole("textbox", { name: "Your postcode" }).fill(postcode);
    await section.getByRole("button", { name: "Show drive-away price" }).click();
    await expect(page).toHaveURL(siteUrl("harbour-toyota", `/cars/${car.slug}?postcode=${postcode}#drive-away`));
    await expectBreakdown(page, await driveAwayAnswer(request, car.id, postcode), state);
  }
});

test("the print page shows the breakdown for a postcode", async ({ page, request }) => {
  const car = await findDriveAwayCar(request);
  await page.goto(siteUrl("harbour-toyota", `/print?car_id=${car.slug}&postcode=2000`));
  await expectBreakdown(page, await driveAwayAnswer(request, car.id, "2000"), "New South Wales");
});
