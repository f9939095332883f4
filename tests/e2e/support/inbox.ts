import { expect, type Browser, type Page } from "@playwright/test";
import { siteUrl } from "./hosts";
import { chooseIfShown, fillShopperDetails, SUCCESS_URL } from "./lead-forms";
import { uniqueEmail } from "./lead-outbox";
import { testMobile } from "./sms-outbox";
import { workspaceUrl } from "./workspace-sign-in";

/**
 * Where a spec's shopper writes, and which dealership gets the lead: each spec its own demo dealership and staff, since
 * a demo user can ask for 3 sign-in links in 15 minutes (decision 030) and specs run side by side.
 */
export type InboxDealer = { site: string; dealership: string | null; salesperson: string };
export const HARBOUR: InboxDealer = { site: "harbour-toyota", dealership: null, salesperson: "sales@harbour-toyota.example" };
export const metroDealer = (slug: string, name: string): InboxDealer => ({ site: "metro-motor-group", dealership: name, salesperson: `sales@${slug}.example` });
export const SOUTHERN_CROSS_HONDA: InboxDealer = { site: "southern-cross-auto", dealership: "Southern Cross Honda", salesperson: "sales@southern-cross-honda.example" };

export type SentEnquiry = { email: string; mobile: { typed: string; e164: string }; statusUrl: string };

/** A shopper sends the dealer's contact form (in `page`) and keeps the status page's address. */
export async function sendEnquiry(page: Page, dealer: InboxDealer, message = "Is the RAV4 still there? <b>bold</b> javascript:alert(1)"): Promise<SentEnquiry> {
  const email = uniqueEmail("inbox");
  const mobile = testMobile();
  await page.goto(siteUrl(dealer.site, "/contact"));
  const form = page.getByRole("form", { name: "Email Us" });
  await fillShopperDetails(form, email);
  if (dealer.dealership) {
    await form.getByRole("combobox", { name: "Preferred dealership" }).selectOption({ label: dealer.dealership });
    await chooseIfShown(form, "Location");
  }
  await form.getByRole("textbox", { name: "Phone" }).fill(mobile.typed);
  await form.getByRole("textbox", { name: "Comments" }).fill(message);
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
  await page.getByRole("link", { name: "Track your enquiry" }).click();
  await expect(page).toHaveURL(/\/enquiries\/[\w-]{32}$/);
  return { email, mobile, statusUrl: page.url() };
}

/** The same, from a shopper's own browser. */
export async function sendEnquiryFrom(browser: Browser, dealer: InboxDealer): Promise<SentEnquiry> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    return await sendEnquiry(await context.newPage(), dealer);
  } finally {
    await context.close();
  }
}

/** Finds the shopper's lead with the inbox's search (a GET form) and opens its page. */
export async function openLeadBySearch(page: Page, email: string): Promise<void> {
  await page.goto(workspaceUrl(`/?q=${encodeURIComponent(email)}`));
  const rows = page.getByTestId("inbox-rows").getByRole("link");
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  await expect(page).toHaveURL(/\/leads\/[0-9a-f-]{36}/);
}

/**
 * Claims the open lead when it is unassigned. Routing may already have given it to the dealership's one salesperson
 * (when the demo location is open at test time, decision 031), which is where a claim would put it too.
 */
export async function claimOrFindMine(page: Page): Promise<void> {
  const claim = page.getByRole("button", { name: "Claim this lead" });
  if (await claim.isVisible()) {
    await claim.click();
    await expect(page.getByRole("status").filter({ hasText: "The lead is yours." })).toBeVisible();
  }
  await expect(page.locator("#enquiry")).toContainText("Assigned toYou");
}
