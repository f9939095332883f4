import type { SpinCampaign } from "./spin-campaign";
import type { SpinWin } from "./spin-state";

/** The details the spin form asks for: what the dealer needs to honour the prize, checked by the lead form's rules. */
export const SPIN_ENTRY_FIELDS = ["name", "last_name", "email", "postcode", "location_id"] as const;
export type SpinEntry = Partial<Record<(typeof SPIN_ENTRY_FIELDS)[number], string>>;

export const SPIN_LEAD_CATEGORY = "Spin to Win";

/**
 * The lead that tells the dealer about a win, for the shared lead intake: the shopper's details, the mobile their
 * sign-in verified, and the prize and its code in the message. Spinning is agreeing to the campaign's terms,
 * which the form shows above its button.
 */
export function spinLeadBody(entry: SpinEntry, context: { phone: string; dealershipSlug?: string; campaign: Pick<SpinCampaign, "id" | "title">; win: SpinWin }): Record<string, unknown> {
  const { campaign, win } = context;
  return {
    ...Object.fromEntries(SPIN_ENTRY_FIELDS.map((field) => [field, entry[field]])),
    form: "offer",
    category: SPIN_LEAD_CATEGORY,
    subcategory: win.prizeLabel,
    phone: context.phone,
    dealership_slug: context.dealershipSlug,
    message: `${campaign.title} (campaign ${campaign.id}): won ${win.prizeLabel}. Redemption code ${win.code}. The mobile number was verified by sign-in.`,
    PreferredContactMethod: "Phone",
    terms_conditions: true,
    opt_in: false,
  };
}
