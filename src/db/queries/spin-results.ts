import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { spinResults } from "../schema";
import type { Site } from "@/domain/site/site";
import type { SpinWin } from "@/domain/spin-to-win/spin-state";

const winColumns = {
  prizeId: spinResults.prizeId, prizeLabel: spinResults.prizeLabel, prizeDescription: spinResults.prizeDescription, code: spinResults.code, wonAt: spinResults.createdAt,
};

const spinOf = (site: Site, userId: number, campaignId: string) =>
  and(eq(spinResults.siteId, site.id), eq(spinResults.userId, userId), eq(spinResults.campaignId, campaignId));

/** The shopper's spin of this site's campaign, or null. */
export async function findSpinWin(db: Database, site: Site, userId: number, campaignId: string): Promise<SpinWin | null> {
  const [row] = await db.select(winColumns).from(spinResults).where(spinOf(site, userId, campaignId)).limit(1);
  return row ?? null;
}

export type NewSpin = { userId: number; campaignId: string; win: SpinWin };

/**
 * Records a spin unless the shopper already has one for the campaign: the new row's id, or null when another
 * request's spin holds the place (it waits for that one to commit, and the caller then reads it).
 */
export async function claimSpin(tx: Database, site: Site, spin: NewSpin): Promise<string | null> {
  const { win } = spin;
  const [row] = await tx
    .insert(spinResults)
    .values({
      siteId: site.id, userId: spin.userId, campaignId: spin.campaignId, prizeId: win.prizeId, prizeLabel: win.prizeLabel,
      prizeDescription: win.prizeDescription, code: win.code, createdAt: win.wonAt,
    })
    .onConflictDoNothing({ target: [spinResults.siteId, spinResults.userId, spinResults.campaignId] })
    .returning({ id: spinResults.id });
  return row?.id ?? null;
}

export async function setSpinLead(tx: Database, site: Site, spinId: string, leadId: string): Promise<void> {
  await tx.update(spinResults).set({ leadId }).where(and(eq(spinResults.siteId, site.id), eq(spinResults.id, spinId)));
}
