import { expect, test } from "@playwright/test";
import { signInWithLinkAndTotp } from "./support/workspace-sign-in";

test("a salesperson on the lot signs in with an e-mailed link and a TOTP code on a phone", async ({ page }) => {
  await signInWithLinkAndTotp(page, "sales@value-used-cars.example");
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByTestId("scope-dealerships").getByRole("listitem")).toHaveText(["Value Used Cars"]);
  await page.screenshot({ path: "test-results/workspace-home-phone.png", fullPage: true });
});
