import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";
import { STRIPE_SITE } from "./support/reserve-online";
import { signInOnPage } from "./support/sign-in";
import { testMobile } from "./support/sms-outbox";

/**
 * `/online-payment` (spec 001 §2, §6; decision 025): Southern Cross takes card payments through the fake Stripe,
 * Harbour Toyota offers the page without a provider, Metro Motor Group does not offer it.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const q = encodeURIComponent;

/** Signed out on the paying site: sign in to pay online, back on the form, pay through the fake provider, the receipt. */
async function signInAndPay(page: Page, reference: string, { axe }: { axe: boolean }) {
  const phone = testMobile();
  await page.goto(siteUrl(STRIPE_SITE, "/online-payment"));
  await expect(page).toHaveURL(siteUrl(STRIPE_SITE, `/sign-in?type=online-payment&redirect=${q("/online-payment")}&back=${q("/")}`));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to pay online" })).toBeVisible();
  await signInOnPage(page, phone);

  await expect(page).toHaveURL(siteUrl(STRIPE_SITE, "/online-payment"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay online");
  await expect(page.getByText(`Signed in as ${phone.typed}.`)).toBeVisible();
  const form = page.getByRole("form", { name: "Your payment" });
  await form.getByRole("textbox", { name: "Invoice or reference number" }).fill(reference);
  await form.getByRole("textbox", { name: "Amount (AUD)" }).fill("0.50");
  await form.getByRole("textbox", { name: "First name" }).fill("Mia");
  await form.getByRole("textbox", { name: "Last name" }).fill("Nguyen");
  await form.getByRole("textbox", { name: "Email" }).fill("mia.nguyen@example.com");
  await form.getByRole("textbox", { name: "Postcode" }).fill("4217");
  await form.getByRole("combobox", { name: "Preferred dealership" }).selectOption({ index: 1 });
  await form.getByRole("button", { name: "Continue to payment" }).click();
  // Too little to pay: the form comes back with its message and the values kept.
  await expect(form.getByRole("alert")).toContainText("The amount must be at least $1.00.");
  await expect(form.getByRole("textbox", { name: "Invoice or reference number" })).toHaveValue(reference);
  if (axe) await expectNoAxeViolations(page, { label: "online payment with an error" });

  await form.getByRole("textbox", { name: "Amount (AUD)" }).fill("1,249.50");
  await form.getByRole("textbox", { name: "Note for the dealership (optional)" }).fill("Logbook service");
  await form.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Pay $1249.50 AUD" })).toBeVisible();
  await page.getByRole("button", { name: "Pay $1249.50" }).click();

  await expect(page).toHaveURL(/\/online-payment\/receipt\/[\w-]+\?session_id=cs_test_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your payment");
  await expect(page.getByRole("main").getByRole("status")).toContainText("Payment received");
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText("$1,249.50 AUD")).toBeVisible();
  await expect(page.getByText(/^pi_/)).toBeVisible();
  if (axe) await expectNoAxeViolations(page, { label: "online payment receipt" });
}

test.describe("with JavaScript", () => {
  test("signed out → sign in to pay online → the form (axe) → the fake provider → the receipt", async ({ page }) => {
    await page.goto(siteUrl(STRIPE_SITE, "/online-payment"));
    await signInAndPay(page, "INV-JS-4471", { axe: true });
  });

  test("only sites that offer it link to it and serve it; without a provider the page says how to pay instead, after sign-in", async ({ page, request }) => {
    // Spec 001 §4: "Gated routes: if not signed in, redirect to sign-in with the target and return path".
    const signedOut = await request.get(siteUrl("harbour-toyota", "/online-payment"), { maxRedirects: 0 });
    expect(signedOut.status()).toBe(307);
    expect(signedOut.headers().location).toContain(`/sign-in?type=online-payment&redirect=${q("/online-payment")}`);
    await page.goto(siteUrl("harbour-toyota", "/online-payment"));
    await signInOnPage(page, testMobile());
    await expect(page).toHaveURL(siteUrl("harbour-toyota", "/online-payment"));
    await expect(page.getByRole("main").getByRole("status")).toContainText("Online payment is not available on this site.");
    await expect(page.getByRole("main").getByRole("link", { name: "(02) 5550 1100" })).toHaveAttribute("href", "tel:+61255501100");
    await expect(page.getByRole("form")).toHaveCount(0);
    await expectNoAxeViolations(page, { label: "online payment unavailable" });
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Pay Online" })).toHaveAttribute("href", "/online-payment");

    expect((await request.get(siteUrl("metro-motor-group", "/online-payment"), { maxRedirects: 0 })).status()).toBe(404);
    await page.goto(siteUrl("metro-motor-group", "/"));
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Pay Online" })).toHaveCount(0);
    const answer = await request.get(siteUrl(STRIPE_SITE, "/online-payment"), { maxRedirects: 0 });
    expect(answer.headers().location).toContain("/sign-in?type=online-payment");
    expect(answer.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signed out where no provider is configured: sign in first, then how to pay instead", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/online-payment"));
    await expect(page).toHaveURL(siteUrl("harbour-toyota", `/sign-in?type=online-payment&redirect=${q("/online-payment")}&back=${q("/")}`));
    await signInOnPage(page, testMobile());
    await expect(page).toHaveURL(siteUrl("harbour-toyota", "/online-payment"));
    await expect(page.getByRole("main").getByRole("status")).toContainText("Online payment is not available on this site.");
  });

  test("signed out → sign in → the plain form → the fake provider → the receipt", async ({ page }) => {
    // axe runs as a script in the page, so it runs in the JavaScript test only.
    await signInAndPay(page, "RO 2209/1", { axe: false });
  });
});
