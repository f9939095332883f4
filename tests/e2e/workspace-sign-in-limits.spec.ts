import { expect, test, type Page } from "@playwright/test";
import { ownClientAddress, workspaceUrl } from "./support/workspace-sign-in";

// Issue 33: "brute-force limits per account and per client" and "the same answer whether or not an address has an
// account". Decision 030: 10 sign-in links per client per hour (STAFF_SIGN_IN_LINKS_PER_CLIENT), however many addresses.
const LINKS_PER_CLIENT = 10;
const LINK_SENT = "If that address belongs to a workspace account, we've sent it a sign-in link. It works for 15 minutes.";
const CLIENT_LIMITED = "Too many sign-in attempts from this network. Please try again in an hour.";

test.use({ extraHTTPHeaders: ownClientAddress() });

/** Asks for a link for `email`; the form's answer as a person reads it: its alert and status texts. */
async function askForLink(page: Page, email: string) {
  await page.goto(workspaceUrl("/sign-in"));
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  const form = page.getByRole("form", { name: "E-mail me a sign-in link" });
  await expect(form.getByRole("alert").or(form.getByRole("status"))).toBeVisible();
  return { alert: await form.getByRole("alert").allTextContents(), status: await form.getByRole("status").allTextContents() };
}

test("an address with an account and one without get the same answer, and the 11th request from one client gets the limit's", async ({ page }) => {
  // An address no other spec signs in as: past its 3 links in 15 minutes (decision 030), it would get none.
  const known = "sales@metro-subaru.example";
  const answers = [];
  for (let i = 0; i < LINKS_PER_CLIENT; i++) answers.push(await askForLink(page, i % 2 === 0 ? known : `nobody-${Date.now()}-${i}@dealer.example`));
  expect(answers).toEqual(Array.from({ length: LINKS_PER_CLIENT }, () => ({ alert: [], status: [LINK_SENT] })));
  expect(await askForLink(page, known)).toEqual({ alert: [CLIENT_LIMITED], status: [] });
  expect(await askForLink(page, `nobody-${Date.now()}@dealer.example`)).toEqual({ alert: [CLIENT_LIMITED], status: [] });
});
