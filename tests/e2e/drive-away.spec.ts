import { expect as baseExpect, test } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { driveAwayAnswer, expectBreakdown, findDriveAwayCar } from "./support/drive-away";
import { openCar } from "./support/vehicle-pages";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test("drive-away price for a NSW and a VIC postcode, answered in place; the postcode is kept and reused", async ({ page, request }) => {
  const car = await findDriveAwayCar(request);
  const [nsw, vic] = [await driveAwayAnswer(request, car.id, "2000"), await driveAwayAnswer(request, car.id, "3000")];
  expect([nsw.state, vic.state]).toEqual(["NSW", "VIC"]);

  await openCar(page, "harbour-toyota", car.slug);
  const section = page.getByRole("region", { name: "Drive-away price" });
  await section.getByRole("textbox", { name: "Your postcode" }).fill("2000");
  await section.getByRole("button", { name: "Show drive-away price" }).click();
  await expectBreakdown(page, nsw, "New South Wales");
  expect(new URL(page.url()).search).toBe(""); // answered in place, not by reloading

  await section.getByRole("textbox", { name: "Your postcode" }).fill("3000");
  await section.getByRole("button", { name: "Show drive-away price" }).click();
  await expectBreakdown(page, vic, "Victoria");
  await expect(section.getByRole("link", { name: /State Revenue Office Victoria/ })).toBeVisible();
  expect((await new AxeBuilder({ page }).include("#drive-away").analyze()).violations).toEqual([]);

  await openCar(page, "harbour-toyota", car.slug); // the stored postcode is reused
  await expect(section.getByRole("textbox", { name: "Your postcode" })).toHaveValue("3000");
  await expectBreakdown(page, vic, "Victoria");
});

test("a postcode that is not four digits gets the platform's message", async ({ page, request }) => {
  const car = await findDriveAwayCar(request);
  await openCar(page, "harbour-toyota", car.slug);
  const section = page.getByRole("region", { name: "Drive-away price" });
  await section.getByRole("textbox", { name: "Your postcode" }).fill("20");
  await section.getByRole("button", { name: "Show drive-away price" }).click();
  await expect(section.getByRole("status")).toHaveText("Invalid postcode. Please enter a 4-digit number.");
});
