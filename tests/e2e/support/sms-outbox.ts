import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/** The e2e server (playwright.config.ts) has DATA_DIR .data/e2e and the default SMS_PROVIDER=outbox: texts land here. */
const SMS_OUTBOX = path.resolve(".data/e2e/sms-outbox");

export type OutboxSms = { to: string; body: string; written_at: string };

/** Every text written to the development outbox for `e164`, oldest first. */
export async function textsTo(e164: string): Promise<OutboxSms[]> {
  const files = (await readdir(SMS_OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));
  const texts = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(SMS_OUTBOX, f), "utf8")) as OutboxSms));
  return texts.filter((t) => t.to === e164).sort((a, b) => a.written_at.localeCompare(b.written_at));
}

/** The code in the first text to `e164` written after `since`, as the shopper reads it on their phone (waits for the worker). */
export async function codeTextedTo(e164: string, since: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const text = (await textsTo(e164)).find((t) => new Date(t.written_at) >= since);
      code = text?.body.match(/^(\d{6}) is your .+ sign-in code/)?.[1];
      return code;
    }, { timeout: 20_000, message: `a sign-in code texted to ${e164}` })
    .toBeTruthy();
  return code!;
}

/**
 * A mobile number in the range ACMA keeps for fiction (0491 57x xxx), different on every run, so a re-run within
 * the hour is not held up by the per-number send limits.
 */
export function testMobile(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  return { typed: `0491 57${digits[0]} ${digits.slice(1)}`, e164: `+6149157${digits}` };
}
