import { expect, test } from "@playwright/test";
import { signInWithLinkAndTotp, workspaceUrl } from "./support/workspace-sign-in";

test.use({ javaScriptEnabled: false });

test("without JavaScript: sign in with an e-mailed link and a TOTP code, then sign out everywhere", async ({ page }) => {
  await signInWithLinkAndTotp(page, "sales@metro-mazda.example");
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("button", { name: "Add a passkey for this device" })).toHaveCount(0);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.goto(workspaceUrl("/"));
  await expect(page).toHaveURL(workspaceUrl("/sign-in"));
});

test("without JavaScript: a wrong code is named at its field", async ({ page }) => {
  await page.goto(workspaceUrl("/sign-in"));
  await page.getByLabel("Work e-mail").fill("not an address");
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByLabel("Work e-mail")).toHaveAttribute("aria-invalid", "true");
});
