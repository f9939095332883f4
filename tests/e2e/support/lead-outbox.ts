import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The e2e server (playwright.config.ts) has DATA_DIR .data/e2e and no LEAD_SMTP_URL: its worker writes each e-mail here, to dealers and to shoppers alike. */
const OUTBOX = path.resolve(".data/e2e/outbox");

/** The delivered lead e-mails that mention `text` (use the shopper's unique e-mail address). */
export async function deliveredLeadEmails(text: string): Promise<string[]> {
  const files = await readdir(OUTBOX).catch(() => [] as string[]);
  const messages = await Promise.all(files.filter((f) => f.endsWith(".eml")).map((f) => readFile(path.join(OUTBOX, f), "utf8").catch(() => "")));
  // Quoted-printable bodies wrap long lines with a soft break ("=" at the end of the line): join them first.
  return messages.filter((message) => message.replace(/=\r?\n/g, "").includes(text));
}

/** A fresh address per submission, so a test finds its own lead among everyone's. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
