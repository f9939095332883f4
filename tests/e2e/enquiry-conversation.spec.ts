import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectValidHtml } from "./support/html-validity";
import { siteUrl } from "./support/hosts";
import { fillShopperDetails, SUCCESS_URL } from "./support/lead-forms";
import { uniqueEmail } from "./support/lead-outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const SITE = "harbour-toyota";
const HOSTILE = 'Is Saturday OK? <img src=x onerror="alert(1)"> javascript:alert(1) see https://harbour.example/cars';

/** Sends the contact form and opens the enquiry's status page (the link on /success works without JavaScript too). */
async function openStatusPage(page: Page) {
  await page.goto(siteUrl(SITE, "/contact"));
  const form = page.getByRole("form", { name: "Email Us" });
  await fillShopperDetails(form, uniqueEmail("conversation"));
  await form.getByRole("textbox", { name: "Comments" }).fill("Can I see it this weekend?");
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
  await page.getByRole("link", { name: "Track your enquiry" }).click();
  await expect(page).toHaveURL(/\/enquiries\/[\w-]{32}$/);
}

async function answerAndSee(page: Page) {
  const conversation = page.getByRole("region", { name: /Conversation with/ });
  await expect(conversation).toContainText("No messages yet.");
  const answer = conversation.getByRole("textbox", { name: /Your message to/ });

  await answer.fill("x".repeat(2001));
  await conversation.getByRole("button", { name: "Send" }).click();
  await expect(conversation.getByText("Your answer is too long: please keep it to 2,000 characters.").first()).toBeVisible();
  await expect(conversation.getByRole("textbox", { name: /Your message to/ })).toHaveAttribute("aria-invalid", "true");
  // The text is kept for the shopper to shorten.
  await expect(conversation.getByRole("textbox", { name: /Your message to/ })).toHaveValue("x".repeat(2001));

  await conversation.getByRole("textbox", { name: /Your message to/ }).fill(HOSTILE);
  await conversation.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/enquiries\/[\w-]{32}\?answered=1#conversation$/);
  await expect(conversation.getByRole("status")).toContainText("Your message is sent.");
  const message = conversation.getByRole("listitem");
  await expect(message).toHaveCount(1);
  await expect(message).toContainText("You");
  await expect(message).toContainText(HOSTILE);
  // The shopper's words are text: no image was made of them, and only the http(s) address is a link.
  await expect(message.locator("img")).toHaveCount(0);
  await expect(message.getByRole("link")).toHaveCount(1);
  await expect(message.getByRole("link")).toHaveAttribute("href", "https://harbour.example/cars");
  // A reload sends nothing again.
  await page.reload();
  await expect(page.getByRole("region", { name: /Conversation with/ }).getByRole("listitem")).toHaveCount(1);
}

test("the shopper answers the dealer on the status page; the answer appears in the conversation, as text; axe finds nothing", async ({ page }) => {
  await openStatusPage(page);
  await answerAndSee(page);
  await expectNoAxeViolations(page);
  await expectValidHtml(page, "enquiry conversation");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`enquiry-conversation-${width}.png`), fullPage: true });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the answer is a plain form post: errors come back on the page, the sent answer appears", async ({ page }) => {
    await openStatusPage(page);
    await answerAndSee(page);
  });
});
