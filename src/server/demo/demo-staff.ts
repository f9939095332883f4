import { inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { saveTotpSecret } from "@/db/queries/staff-credentials";
import { insertStaffUser } from "@/db/queries/staff-users";
import { dealerGroups, dealerships } from "@/db/schema";
import type { StaffRole } from "@/domain/staff/staff-role";
import { staffSecretBox } from "@/server/staff/staff-secret-box";

/**
 * The demo staff's TOTP secret, the same for every demo user, so a person can add it to an authenticator app once
 * and sign in as any of them (README, "The dealer workspace"). Never used outside the demo seed.
 */
export const DEMO_TOTP_SECRET = "FORECOURTDEMOSTAFFTOTPKEY234567A";

export type DemoStaffMember = { email: string; role: StaffRole; worksAt: string };

type DemoDealer = { tenantSlug: string; tenantName: string; dealershipId: number; dealershipSlug: string; dealershipName: string };

/** Demo dealerships with a second salesperson, so routing has someone to reassign an unanswered lead to (issue 33). */
export const DEMO_DEALERSHIPS_WITH_TWO_SALESPEOPLE: ReadonlySet<string> = new Set(["metro-mg"]);

/** A dealership's demo salespeople: `sales@` its slug, and `sales-2@` where it has two. */
function demoSalespeople(d: DemoDealer) {
  const home = { dealershipId: d.dealershipId, dealerGroupId: null };
  const first = { email: `sales@${d.dealershipSlug}.example`, name: `${d.dealershipName} Sales`, role: "salesperson" as const, home, worksAt: d.dealershipName };
  if (!DEMO_DEALERSHIPS_WITH_TWO_SALESPEOPLE.has(d.dealershipSlug)) return [first];
  return [first, { ...first, email: `sales-2@${d.dealershipSlug}.example`, name: `${d.dealershipName} Sales Two` }];
}

/**
 * Each demo site's dealerships become one dealer group (named after the site), with an owner for the group and a
 * salesperson per dealership, two at some (issue 33). Their TOTP app is the demo secret; they sign in by e-mailed link, which
 * the demo writes to DATA_DIR/outbox.
 */
export async function seedDemoStaff(db: Database, dealers: readonly DemoDealer[], now: Date): Promise<DemoStaffMember[]> {
  const staff: DemoStaffMember[] = [];
  const box = staffSecretBox();
  const tenants = [...new Map(dealers.map((d) => [d.tenantSlug, d.tenantName])).entries()];
  for (const [slug, name] of tenants) {
    const [group] = await db.insert(dealerGroups).values({ slug, name }).returning({ id: dealerGroups.id });
    const own = dealers.filter((d) => d.tenantSlug === slug);
    await db.update(dealerships).set({ dealerGroupId: group!.id }).where(inArray(dealerships.id, own.map((d) => d.dealershipId)));
    const members = [
      { email: `owner@${slug}.example`, name: `${name} Owner`, role: "owner" as const, home: { dealershipId: null, dealerGroupId: group!.id }, worksAt: name },
      ...own.flatMap(demoSalespeople),
    ];
    for (const m of members) {
      const member = await insertStaffUser(db, { email: m.email, name: m.name, role: m.role, home: m.home, now });
      await saveTotpSecret(db, member.id, box.seal(DEMO_TOTP_SECRET), now, null);
      staff.push({ email: m.email, role: m.role, worksAt: m.worksAt });
    }
  }
  return staff;
}

/** The seeder's printout of the demo staff, beside the API keys. */
export function formatDemoStaff(staff: readonly DemoStaffMember[], workspaceOrigin: string): string {
  if (staff.length === 0) return "";
  const lines = staff.map((s) => `  ${s.email.padEnd(48)} ${s.role.padEnd(12)} ${s.worksAt}`);
  return `Dealer workspace (${workspaceOrigin}): sign in with an e-mailed link (written to DATA_DIR/outbox), then the code for TOTP key ${DEMO_TOTP_SECRET}:\n${lines.join("\n")}`;
}
