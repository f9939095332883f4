import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import { E2E_PORT } from "./hosts";
import { deliveredLeadEmails } from "./lead-outbox";

/** The dealer workspace's host in e2e (decision 030): `dealers.localhost` on the e2e port. */
export const workspaceUrl = (path = "/") => `http://dealers.localhost:${E2E_PORT}${path}`;

/** The demo staff's TOTP key (src/server/demo/demo-staff.ts), as a person adds it to their app. */
export const DEMO_TOTP_SECRET = "FORECOURTDEMOSTAFFTOTPKEY234567A";

export const totpCode = () => generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) });

/** The newest sign-in link e-mailed to a staff address, once the worker has written it to the outbox. */
export async function signInLinkFor(email: string, after: string[] = []): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const links = (await deliveredLeadEmails(email)).map((m) => m.replace(/=\r?\n/g, "").match(/https?:\/\/dealers\.localhost:\d+\/sign-in\/link\/[A-Za-z0-9_-]{43}/)?.[0]).filter((l): l is string => !!l && !after.includes(l));
      link = links[0];
      return Boolean(link);
    }, { timeout: 15_000 })
    .toBe(true);
  return link!;
}

/** Signs a demo staff member in with an e-mailed link and the code from their TOTP app; ends on the workspace home (the lead inbox). */
export async function signInWithLinkAndTotp(page: Page, email: string): Promise<void> {
  // Each sign-in is a client of its own: the suite asks for more links than one client may in an hour.
  await page.setExtraHTTPHeaders(ownClientAddress());
  await page.goto(workspaceUrl("/sign-in"));
  const before = await deliveredLeadEmails(email);
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("If that address belongs to a workspace account");
  const previous = before.map((m) => m.replace(/=\r?\n/g, "").match(/https?:\/\/dealers\.localhost:\d+\/sign-in\/link\/[A-Za-z0-9_-]{43}/)?.[0] ?? "");
  await page.goto(await signInLinkFor(email, previous));
  await page.getByLabel("6-digit code").fill(await totpCode());
  await page.getByRole("button", { name: "Sign in" }).click();
  const home = page.getByRole("heading", { name: "Leads", level: 1 });
  await expect(home.or(page.getByText("That code didn't work."))).toBeVisible();
  if (!(await home.isVisible())) {
    // Another spec signed the same demo user in during this 30 s step, which a code is accepted once in (decision 030).
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await page.getByLabel("6-digit code").fill(await totpCode());
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await expect(home).toBeVisible();
}

/** Where `signInAsStaff` keeps each address's session cookies: under the output folder, which every run empties. */
const SAVED_SESSIONS_DIR = "test-results/.staff-sessions";

/**
 * Signs a demo staff member in for a spec about something else than signing in: with the session an earlier spec of
 * this run saved for `email` while it lasts, else with a fresh link and code (saved for the next). Decision 030 sends
 * an address 3 links per 15 minutes, fewer than the specs that need the same demo owner. Ends on the lead inbox.
 */
export async function signInAsStaff(page: Page, email: string): Promise<void> {
  const saved = path.join(SAVED_SESSIONS_DIR, `${email}.json`);
  if (existsSync(saved)) {
    await page.setExtraHTTPHeaders(ownClientAddress());
    await page.context().addCookies(JSON.parse(readFileSync(saved, "utf8")));
    await page.goto(workspaceUrl("/"));
    if (await page.getByRole("heading", { name: "Leads", level: 1 }).isVisible()) return;
  }
  await signInWithLinkAndTotp(page, email);
  mkdirSync(SAVED_SESSIONS_DIR, { recursive: true });
  writeFileSync(saved, JSON.stringify(await page.context().cookies(workspaceUrl())));
}

const hex = () => Math.floor(Math.random() * 0x10000).toString(16);

/**
 * A client address of its own for a spec's browser (sent as X-Forwarded-For, which the e2e server believes from
 * 127.0.0.1), so its sign-in requests count against no one else's per-client limit: fresh in 2001:db8::/32 each call.
 */
export const ownClientAddress = () => ({ "x-forwarded-for": `2001:db8:${hex()}:${hex()}::${hex()}` });
