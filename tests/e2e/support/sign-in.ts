import type { Page } from "@playwright/test";
import { codeTextedTo, type testMobile } from "./sms-outbox";

type Phone = ReturnType<typeof testMobile>;

/** On the sign-in page: the phone, the code from the development SMS outbox, sign in. Returns when the code was asked for. */
export async function signInWithTextedCode(page: Page, phone: Phone): Promise<Date> {
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.typed);
  const sentAt = new Date();
  await page.getByRole("button", { name: "Text me a code" }).click();
  await page.getByRole("textbox", { name: "6-digit code" }).fill(await codeTextedTo(phone.e164, sentAt));
  await page.getByRole("button", { name: "Sign in" }).click();
  return sentAt;
}
