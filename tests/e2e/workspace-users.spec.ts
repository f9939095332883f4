import { expect, test, type Browser, type Page } from "@playwright/test";
import { generate } from "otplib";
import { deliveredLeadEmails } from "./support/lead-outbox";
import { ownClientAddress, signInAsStaff, workspaceUrl } from "./support/workspace-sign-in";

// Issue 33: "Invitations by e-mail, single use, expiring in 7 days" (expiry: staff-accounts.integration.test.ts) and
// "An owner can deactivate a user; that user's sessions end at once". Every form here works without JavaScript.
const OWNERS = { withJs: "owner@ridgeway-bikes-caravans.example", withoutJs: "owner@southern-cross-auto.example" } as const;

async function browserPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: ownClientAddress(), viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The invitation link e-mailed to an address, once the worker has written it to the outbox. */
async function invitationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(async () => {
    link = (await deliveredLeadEmails(email)).map((m) => m.replace(/=\r?\n/g, "").match(/https?:\/\/dealers\.localhost:\d+\/invitations\/[A-Za-z0-9_-]{43}/)?.[0]).find(Boolean);
    return Boolean(link);
  }, { timeout: 15_000 }).toBe(true);
  return link!;
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test(`${how}: an owner invites a user by e-mail, the invitation works once, and deactivating the user ends their session at once`, async ({ browser }) => {
    const owner = await browserPage(browser, javaScriptEnabled);
    await signInAsStaff(owner, javaScriptEnabled ? OWNERS.withJs : OWNERS.withoutJs);
    const name = `Invitee ${Date.now()}`;
    const email = `invitee-${Date.now()}-${javaScriptEnabled ? "js" : "nojs"}@dealer.example`;
    await owner.goto(workspaceUrl("/users"));
    const invite = owner.getByRole("form", { name: "Invite" });
    await invite.getByLabel("Name").fill(name);
    await invite.getByLabel("E-mail").fill(email);
    await invite.getByLabel("Role").selectOption("salesperson");
    await invite.getByLabel("Works at").selectOption({ index: 1 });
    await invite.getByRole("button", { name: "E-mail an invitation" }).click();
    await expect(owner.getByRole("status")).toHaveText(`Invitation e-mailed to ${email}.`);

    const link = await invitationLinkFor(email);
    const invitee = await browserPage(browser, javaScriptEnabled);
    await invitee.goto(link);
    await expect(invitee.getByRole("heading", { name: `Welcome, ${name}` })).toBeVisible();
    const secret = (await invitee.getByTestId("totp-secret").textContent())!.trim();
    await invitee.getByLabel("6-digit code").fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await invitee.getByRole("button", { name: "Accept invitation" }).click();
    await expect(invitee.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await invitee.getByRole("link", { name: "Go to the workspace" }).click();
    await expect(invitee.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

    const again = await browserPage(browser, javaScriptEnabled);
    await again.goto(link);
    await expect(again.getByRole("heading", { name: "This invitation can't be used" })).toBeVisible();
    await expect(again.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);

    await owner.goto(workspaceUrl("/users"));
    const row = owner.getByRole("row").filter({ hasText: email });
    await row.getByRole("button", { name: "Deactivate" }).click();
    await expect(owner.getByRole("row").filter({ hasText: email })).toContainText("Deactivated");
    await invitee.goto(workspaceUrl("/"));
    await expect(invitee).toHaveURL(workspaceUrl("/sign-in"));
    if (javaScriptEnabled) {
      for (const [viewport, label] of [[{ width: 390, height: 844 }, "phone"], [{ width: 1280, height: 800 }, "desktop"]] as const) {
        await owner.setViewportSize(viewport);
        await owner.screenshot({ path: `test-results/workspace-users-${label}.png`, fullPage: true });
      }
    }
  });
}
