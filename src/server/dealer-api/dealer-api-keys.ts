import { createHash, randomBytes } from "node:crypto";
import type { Database } from "@/db/client";
import { findDealershipIdByKeyHash, insertDealerApiKey } from "@/db/queries/dealer-leads";

const KEY_PREFIX = "fcd_";

/** 192 random bits: a plain SHA-256 is enough to store it (no slow hash needed for keys nobody chose). */
export function generateDealerApiKey(): string {
  return `${KEY_PREFIX}${randomBytes(24).toString("base64url")}`;
}

export function hashDealerApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Creates a key for a dealership and returns it; only its hash is stored, so this is the one time it is seen. */
export async function issueDealerApiKey(db: Database, dealershipId: number, label: string): Promise<string> {
  const key = generateDealerApiKey();
  await insertDealerApiKey(db, { dealershipId, keyHash: hashDealerApiKey(key), keyPrefix: key.slice(0, KEY_PREFIX.length + 6), label });
  return key;
}

/** The dealership of `Authorization: Bearer <key>`, or null for a missing, malformed, unknown or revoked key. */
export async function dealershipForAuthorization(db: Database, authorization: string | null): Promise<number | null> {
  const match = /^Bearer\s+(fcd_[A-Za-z0-9_-]{20,64})\s*$/.exec(authorization ?? "");
  if (!match?.[1]) return null;
  return findDealershipIdByKeyHash(db, hashDealerApiKey(match[1]));
}

export type DemoApiKey = { siteSlug: string; dealershipName: string; key: string };

/** One key per demo dealership, printed by the seeder (the keys exist nowhere else). */
export async function issueDemoDealerApiKeys(db: Database, dealerships: readonly { siteSlug: string; id: number; name: string }[]): Promise<DemoApiKey[]> {
  const keys: DemoApiKey[] = [];
  for (const d of dealerships) keys.push({ siteSlug: d.siteSlug, dealershipName: d.name, key: await issueDealerApiKey(db, d.id, "demo") });
  return keys;
}

/** The seeder's printout of demo keys: one line per dealership, with the call that uses it. */
export function formatDemoApiKeys(keys: readonly DemoApiKey[], port = "3000"): string {
  if (keys.length === 0) return "";
  const lines = keys.map((k) => `  ${k.siteSlug.padEnd(24)} ${k.dealershipName.padEnd(32)} ${k.key}`);
  const [first] = keys;
  const example = first ? `\n  e.g. curl -H 'Authorization: Bearer ${first.key}' http://${first.siteSlug}.localhost:${port}/api/dealer/leads` : "";
  return `Dealer API keys (GET /api/dealer/leads, PUT /api/dealer/stock, GET /api/dealer/stock/quality; shown only now, stored hashed):\n${lines.join("\n")}${example}`;
}
