/** Helpers for the staff service integration tests (not used by the app). */
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { generate } from "otplib";
import type { Database } from "@/db/client";
import { emailMessages } from "@/db/schema";

process.env.STAFF_SECRET_KEY ??= randomBytes(32).toString("base64url");

/** The token at the end of the latest workspace link e-mailed to an address (`/invitations/…` or `/sign-in/link/…`). */
export async function latestTokenSentTo(db: Database, email: string, kind: "staff_invitation" | "staff_sign_in_link"): Promise<string> {
  const rows = await db.select({ body: emailMessages.body, kind: emailMessages.kind }).from(emailMessages).where(eq(emailMessages.recipient, email)).orderBy(desc(emailMessages.createdAt));
  const body = rows.find((r) => r.kind === kind)?.body ?? "";
  const token = body.match(/\/(?:invitations|sign-in\/link)\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`No ${kind} was e-mailed to ${email}`);
  return token;
}

export async function emailsTo(db: Database, email: string): Promise<string[]> {
  return (await db.select({ kind: emailMessages.kind }).from(emailMessages).where(eq(emailMessages.recipient, email))).map((r) => r.kind);
}

/** The code an authenticator app shows for a secret at a moment. */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}
