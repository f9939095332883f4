import { expect, test } from "@playwright/test";
import { signInWithLinkAndTotp, workspaceUrl } from "./support/workspace-sign-in";

// Issue 33: sign-in at AAL2 with a passkey (Chromium's virtual authenticator) or an e-mailed link then a TOTP code.
test("a demo salesperson signs in with an e-mailed link and a TOTP code, and sees only their dealership", async ({ page }) => {
  await signInWithLinkAndTotp(page, "sales@harbour-toyota.example");
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByTestId("scope-dealerships").getByRole("listitem")).toHaveText(["Harbour Toyota"]);
  await page.screenshot({ path: "test-results/workspace-home-desktop.png", fullPage: true });
});

test("a group owner adds a passkey, signs out, and signs in with it", async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await signInWithLinkAndTotp(page, "owner@metro-motor-group.example");
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByTestId("scope-dealerships").getByRole("listitem")).toHaveCount(8);
  await page.getByRole("button", { name: "Add a passkey for this device" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials.map((c) => ({ resident: c.isResidentCredential, rpId: c.rpId }))).toEqual([{ resident: true, rpId: "dealers.localhost" }]);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(workspaceUrl("/sign-in"));
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await page.goto(workspaceUrl("/audit-log"));
  await expect(page.getByTestId("audit-log")).toContainText("Added a passkey");
  await expect(page.getByTestId("audit-log")).toContainText("Signed in with a passkey");
});

test("the workspace host is no shopper site, and a shopper host serves no workspace", async ({ page, request }) => {
  expect((await request.get(workspaceUrl("/cars"))).status()).toBe(404);
  const shopper = await request.get(`http://harbour-toyota.localhost:${new URL(workspaceUrl()).port}/workspace/sign-in`);
  expect(shopper.status()).toBe(404);
  await page.goto(workspaceUrl("/"));
  await expect(page).toHaveURL(workspaceUrl("/sign-in"));
});
