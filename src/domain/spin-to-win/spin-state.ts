import { spinClosedMessage, type SpinCampaign } from "./spin-campaign";

/** A shopper's spin of a campaign as stored: the prize as it read when won, and its code. */
export type SpinWin = { prizeId: string; prizeLabel: string; prizeDescription: string; code: string; wonAt: Date };

export type SpinState = { kind: "won"; win: SpinWin } | { kind: "closed"; message: string } | { kind: "ready" };

/**
 * What the page offers a signed-in shopper: one spin per campaign, so a shopper who has spun sees that prize and
 * its code (even after the campaign ends: it is still theirs to redeem); otherwise the wheel while the campaign
 * runs, and a message before and after.
 */
export function spinState(campaign: Pick<SpinCampaign, "startsOn" | "endsOn">, today: string, previous: SpinWin | null): SpinState {
  if (previous) return { kind: "won", win: previous };
  const closed = spinClosedMessage(campaign, today);
  return closed ? { kind: "closed", message: closed } : { kind: "ready" };
}
