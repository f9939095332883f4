import { randomBytes, randomInt } from "node:crypto";
import type { LeadFormOption } from "@/domain/leads/lead-form-config";
import type { Database } from "@/db/client";
import { claimSpin, findSpinWin, setSpinLead } from "@/db/queries/spin-results";
import type { LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { siteToday } from "@/domain/site/calendar-date";
import type { Site } from "@/domain/site/site";
import { drawPrize, type RandomBelow } from "@/domain/spin-to-win/prize-draw";
import { formatRedemptionCode, REDEMPTION_CODE_BYTES } from "@/domain/spin-to-win/redemption-code";
import type { SpinCampaign } from "@/domain/spin-to-win/spin-campaign";
import { spinLeadBody, type SpinEntry } from "@/domain/spin-to-win/spin-lead";
import { spinState, type SpinState, type SpinWin } from "@/domain/spin-to-win/spin-state";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import { controlCharacterField } from "@/domain/security/request-target";
import type { Shopper } from "@/server/accounts/current-shopper";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { CONTROL_CHARACTER_MESSAGE } from "@/server/http/request-body";
import { leadFormContextFor, submitLead } from "@/server/leads/submit-lead";

/** Who spins: the signed-in shopper of the site. */
type Spinner = Pick<Shopper, "userId" | "phone">;

export type SpinRequestMeta = { now: Date; siteUrl?: string; testTraffic?: boolean; onQueued?: () => void };
/** Where the randomness comes from: node:crypto unless a test fixes it. */
export type SpinRandomness = { randomBelow: RandomBelow; codeBytes: () => Uint8Array };

const CSPRNG: SpinRandomness = { randomBelow: (max) => randomInt(max), codeBytes: () => randomBytes(REDEMPTION_CODE_BYTES) };

export type SpinOutcome =
  | { kind: "won"; win: SpinWin }
  /** This shopper had spun already (another tab, a double submit): the first spin's prize. */
  | { kind: "already_spun"; win: SpinWin }
  | { kind: "closed"; message: string }
  | { kind: "invalid"; errors: LeadFieldErrors };

/** The site's campaign, or null where the site runs none (its /spin-to-win is a 404). */
export function siteSpinCampaign(site: Site): SpinCampaign | null {
  return site.config.spinToWin;
}

/** What the page shows a signed-in shopper: their prize, the wheel, or why there is no spin today. */
export async function loadSpinState(db: Database, site: Site, campaign: SpinCampaign, shopper: Spinner, now: Date): Promise<SpinState> {
  return spinState(campaign, siteToday(site, now), await findSpinWin(db, site, shopper.userId, campaign.id));
}

/** Thrown inside the spin's transaction to roll the claimed spin back when the lead's details are refused. */
class RefusedEntry extends Error {
  constructor(readonly errors: LeadFieldErrors) {
    super("The spin's details were refused");
  }
}

/**
 * Spins the wheel once for a shopper (decision 026). In one transaction: the prize drawn by weight from a CSPRNG,
 * the spin claimed under its unique key (a second request waits for the first and reads its prize), and the
 * dealer's lead with its delivery rows through the shared intake, keyed by the spin so it is stored once. The
 * prize and the lead are committed together or not at all.
 */
export async function spinTheWheel(db: Database, site: Site, campaign: SpinCampaign, shopper: Spinner, entry: SpinEntry, meta: SpinRequestMeta, random: SpinRandomness = CSPRNG): Promise<SpinOutcome> {
  // PostgreSQL stores no NUL: such a field is refused by name, as every form's intake does, not left to fail in the database.
  const unreadable = controlCharacterField(entry);
  if (unreadable !== null) return { kind: "invalid", errors: { [unreadable]: CONTROL_CHARACTER_MESSAGE } };
  const state = await loadSpinState(db, site, campaign, shopper, meta.now);
  if (state.kind === "won") return { kind: "already_spun", win: state.win };
  if (state.kind === "closed") return state;
  const prize = drawPrize(campaign.prizes, random.randomBelow);
  const win: SpinWin = { prizeId: prize.id, prizeLabel: prize.label, prizeDescription: prize.description, code: formatRedemptionCode(random.codeBytes()), wonAt: meta.now };
  try {
    const outcome = await db.transaction(async (tx): Promise<SpinOutcome & { queued?: boolean }> => {
      const spinId = await claimSpin(tx, site, { userId: shopper.userId, campaignId: campaign.id, win });
      if (!spinId) return { kind: "already_spun", win: (await findSpinWin(tx, site, shopper.userId, campaign.id))! };
      const body = spinLeadBody(entry, { phone: shopper.phone, dealershipSlug: await spinDealership(tx, site, entry.location_id), campaign, win });
      const lead = await submitLead(tx, site, body, { idempotencyKey: `spin-to-win-${spinId}`, now: meta.now, siteUrl: meta.siteUrl, testTraffic: meta.testTraffic }, {
        rateLimit: { max: Number.MAX_SAFE_INTEGER, windowMs: 1 },
      });
      // The spin form has no dealership field: the location decides it, so its error is the location's.
      if (lead.kind === "invalid") throw new RefusedEntry(Object.fromEntries(Object.entries(lead.errors).filter(([field]) => field !== "dealership_slug")));
      if (lead.kind === "idempotency_conflict") throw new Error(`The lead of spin ${spinId} conflicted with another`);
      await setSpinLead(tx, site, spinId, lead.leadId);
      return { kind: "won", win, queued: lead.kind === "created" && !meta.testTraffic };
    });
    // After the commit, so the worker finds the delivery rows when it wakes.
    if (outcome.queued) meta.onQueued?.();
    return outcome.kind === "won" ? { kind: "won", win: outcome.win } : outcome;
  } catch (failure) {
    if (failure instanceof RefusedEntry) return { kind: "invalid", errors: failure.errors };
    throw failure;
  }
}

/**
 * The lead form asks a group site for a dealership, which the spin form does not: the dealership of the location
 * the shopper picked (or of the site's only location). With several locations and none picked, none: a dealership
 * sent for the shopper would narrow the locations to its own and choose one they never picked (spec 001 §5).
 */
async function spinDealership(db: Database, site: Site, locationId: string | undefined): Promise<string | undefined> {
  const { locations } = await leadFormContextFor(db, site);
  const location = locationId ? locations.find((l) => String(l.id) === locationId) : locations.length === 1 ? locations[0] : undefined;
  if (!location && !locationId && locations.length > 1) return undefined;
  return (site.dealerships.find((d) => d.id === location?.dealershipId) ?? site.dealerships[0])?.slug;
}

export type SpinPage = { state: SpinState; locations: LeadFormOption[]; timeZone: string };

/** The page's data: the shopper's state, and the locations to claim a prize at while the wheel is there to spin. */
export async function loadSpinPage(db: Database, site: Site, campaign: SpinCampaign, shopper: Spinner, now: Date): Promise<SpinPage> {
  const state = await loadSpinState(db, site, campaign, shopper, now);
  const locations = state.kind === "ready" ? (await loadLeadFormSetup(db, site)).locations : [];
  return { state, locations: [...locations], timeZone: timeZoneOfState(site.config.address.state) };
}
