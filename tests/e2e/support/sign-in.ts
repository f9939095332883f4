import { expect, type Page } from "@playwright/test";
import { codeTextedTo, type testMobile } from "./sms-outbox";

export type TestPhone = ReturnType<typeof testMobile>;

const COOLDOWN = /^Please wait (\d+) seconds? before asking for another code\.$/;

/**
 * On the sign-in page: the phone, the code from the development SMS outbox, sign in (with or without JavaScript).
 * Told to wait before another code (the server counts a number's minute from its own clock, a moment after the
 * click), it waits as a shopper would and asks again. Returns when the code that was sent was asked for.
 */
export async function signInOnPage(page: Page, phone: TestPhone): Promise<Date> {
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.typed);
  const codeBox = page.getByRole("textbox", { name: "6-digit code" });
  const cooldown = page.getByRole("main").getByText(COOLDOWN);
  for (let asked = 1; ; asked++) {
    const sentAt = new Date();
    await page.getByRole("button", { name: "Text me a code" }).click();
    await expect(codeBox.or(cooldown)).toBeVisible({ timeout: 20_000 });
    if (await codeBox.isVisible()) {
      await codeBox.fill(await codeTextedTo(phone.e164, sentAt));
      await page.getByRole("button", { name: "Sign in" }).click();
      return sentAt;
    }
    if (asked === 3) throw new Error(`Still asked to wait after ${asked} requests for a code: ${await cooldown.textContent()}`);
    const seconds = Number(COOLDOWN.exec((await cooldown.textContent()) ?? "")?.[1]);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
}
