import { integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { leads } from "./leads";
import { users } from "./people";
import { sites } from "./sites";

/**
 * A shopper's spin of a site's prize wheel (spec 001 §2 "/spin-to-win"; decision 026). The unique key is the rule
 * "one spin per shopper per campaign": a double submit or a second tab inserts nothing and reads the first spin.
 * The prize is kept as it read when won, so a later change to the campaign leaves past wins as they were.
 */
export const spinResults = pgTable(
  "spin_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The campaign's `id` in the site's configuration. */
    campaignId: text("campaign_id").notNull(),
    prizeId: text("prize_id").notNull(),
    prizeLabel: text("prize_label").notNull(),
    prizeDescription: text("prize_description").notNull().default(""),
    /** What the shopper shows the dealer to claim the prize (`SPIN-XXXX-XXXX-XXXX-XXXX`, 80 random bits). */
    code: text("code").notNull().unique(),
    /** The dealer's lead for this win, written in the spin's transaction. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [unique("spin_results_user_campaign_uq").on(t.siteId, t.userId, t.campaignId)],
);
