import { z } from "zod";
import { DEFAULT_YOUX_RATES, youxRatesSchema } from "@/domain/finance/youx-rates";
import { LOCATION_BLOCK_FORMS } from "@/domain/locations/location-block";
import { DEFAULT_MODEL_CATEGORY_ORDER } from "@/domain/models/model-categories";
import { DEFAULT_MINIMUM_RATING, DEFAULT_REVIEW_CAP } from "@/domain/reviews/shown-reviews";
import { brandsDirectorySchema } from "./brands-directory-config";
import { homeBlocksSchema } from "./home-blocks";
import { spinCampaignSchema } from "@/domain/spin-to-win/spin-campaign";
import { searchFiltersSchema } from "./search-filters";
import { relativeLuminance } from "./colour-contrast";

export const TEMPLATES = ["manufacturer", "metro-group", "used-specialist", "outdoor", "group-portal"] as const;
export const FINANCE_PROVIDERS = ["taurus", "360_finance", "ausloans", "manual", "angle", "powertorque", "nissan_finance", "youx"] as const;
/** Vehicle page button options, spec 000 §9. */
export const BUTTON_OPTIONS = [
  "CTD", "paymentMethods", "callUsNow", "finance", "financeYouX", "enquire", "testDrive", "tradeIn", "reserve",
  "onlinePurchase", "whatsapp", "openAutobot", "customButton", "carForm", "chatWithUs", "carHistoryReport", "location",
] as const;
export const VIEWER_MODES = ["gallery", "spin", "walkaround", "interior"] as const;

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a hex colour like #1a2b3c");
const sitePath = z.string().regex(/^\/[^\s]*$/, "must be a path starting with /");
const phoneNumber = z.string().regex(/^\+?[0-9 ()-]{6,20}$/, "must be a phone number");

const navLinkSchema = z.object({ label: z.string().min(1), href: sitePath });
const navItemSchema = z.object({
  label: z.string().min(1),
  href: sitePath.optional(),
  /** A dynamic dropdown filled from data instead of fixed children. */
  dynamic: z.enum(["models", "stock"]).optional(),
  children: z.array(navLinkSchema).default([]),
});
const footerGroupSchema = z.object({ heading: z.string().min(1), links: z.array(navLinkSchema).min(1) });

const promoTileRuleSchema = z.object({
  positions: z.array(z.number().int().min(1)).default([8, 17]),
});

export const siteConfigSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "must be a lowercase host label (letters, digits, hyphens)"),
    name: z.string().min(1),
    template: z.enum(TEMPLATES),
    /** Production host names; development uses {slug}.localhost. */
    domains: z.array(z.string().regex(/^[a-z0-9.-]+$/, "must be a lowercase host name")).default([]),
    url: z.url().optional(),
    tagline: z.string().default(""),
    manufacturer: z.object({ name: z.string().min(1) }).nullable().default(null),
    address: z.object({ city: z.string(), state: z.string(), placeUrl: z.url().optional() }),
    youtubeUrl: z.url().optional(),
    /** Service-booking web key: switches the service link to /{brand}-service. */
    xtimeWebkey: z.string().optional(),
    theme: z.object({
      primary: hexColour,
      primaryText: hexColour.default("#ffffff"),
      accent: hexColour,
      /** The page background; light, so brand colours can be darkened into readable text on it. */
      surface: hexColour.default("#ffffff").refine((colour) => relativeLuminance(colour) >= 0.5, "must be a light colour"),
      /** A short wordmark shown in the header when there is no logo image. */
      wordmark: z.string().min(1).max(24),
    }),
    navigation: z.object({ header: z.array(navItemSchema).min(1), footer: z.array(footerGroupSchema).default([]) }),
    /** Spec 001 §2: the models mega-menu's category order ("order varies per dealer"); unnamed categories follow. */
    modelCategoryOrder: z.array(z.string().min(1)).default([...DEFAULT_MODEL_CATEGORY_ORDER]),
    /** Spec 001 §5: offer ids this site shows although their excluded_website_ids name it ("an exception list of offer ids on one flagged site"). */
    offersShownDespiteExclusion: z.array(z.number().int().positive()).default([]),
    searchFilters: searchFiltersSchema,
    includeSoldCarsDays: z.number().int().min(0).max(90).default(3),
    collapseSoldCars: z.boolean().default(false),
    stock: z.object({ models: z.array(z.string()).default([]) }).default({ models: [] }),
    financeProvider: z.enum(FINANCE_PROVIDERS).nullable().default(null),
    defaultInterestRate: z.number().min(0).max(30).default(10),
    excludedFinanceDealerships: z.array(z.string()).default([]),
    /** YouX quote rates by self-assessed credit score and the fees behind its comparison rate. */
    youxRates: youxRatesSchema.default(DEFAULT_YOUX_RATES),
    phoneNumbers: z.object({ new: phoneNumber.optional(), used: phoneNumber.optional(), demo: phoneNumber.optional() }).default({}),
    phoneOverride: phoneNumber.optional(),
    filterPhoneNumbersByCarType: z.boolean().default(false),
    showPhoneImmediately: z.boolean().default(false),
    showVehicleLocation: z.boolean().default(true),
    isPrintable: z.boolean().default(true),
    buttons: z.array(z.enum(BUTTON_OPTIONS)).default(["enquire", "testDrive", "finance", "tradeIn", "callUsNow"]),
    plugins: z.array(z.object({ name: z.string().min(1), feature: z.string().min(1) })).default([]),
    promoTiles: promoTileRuleSchema.default({ positions: [8, 17] }),
    noPriceText: z.string().min(1).default("Enquire for price."),
    soldTagText: z.string().min(1).default("JUST SOLD"),
    similarCarsButtonText: z.string().min(1).default("Find Me Something Similar"),
    /** The site's word for its stock in counts ('Show Me 38 cars'): 'vehicle' on a site that sells bikes and caravans. */
    vehicleWord: z.object({ one: z.string().min(1).max(20), many: z.string().min(1).max(20) }).default({ one: "car", many: "cars" }),
    justArrivedDays: z.number().int().min(0).default(8),
    offersSubscriptions: z.boolean().default(false),
    showViewCount: z.boolean().default(false),
    showFuelTags: z.boolean().default(true),
    certifiedFeature: z.boolean().default(false),
    certifiedOnly: z.boolean().default(false),
    defaultViewerMode: z.enum(VIEWER_MODES).default("spin"),
    photoMinimum: z.number().int().min(0).max(14).default(3),
    reserveDeposit: z.number().int().min(0).default(200),
    /** Spec 001 §2: "/cars/{slug}/buy-online (flagged variant)" of the reserve page. */
    reservePath: z.enum(["checkout", "buy-online"]).default("checkout"),
    /** Spec 001 §6: "Sign-in is required for: checkout (some sites)": the car's reserve and online purchase pages (decision 024). */
    checkout: z.object({ requiresSignIn: z.boolean().default(false) }).strict().default({ requiresSignIn: false }),
    /**
     * Spec 001 §2, §6: "/finance (credit-check application variant)", gated behind sign-in: `/finance/credit-check`, a
     * finance application that asks the shopper's consent to a credit check (decision 024). Off, that page is a 404.
     */
    finance: z.object({ creditCheck: z.boolean().default(false) }).strict().default({ creditCheck: false }),
    /**
     * Spec 001 §2, §6: "/online-payment", gated behind sign-in: a shopper pays the dealership an invoice or balance
     * through the payment provider (decision 025). Off, the page is a 404 and no menu links to it.
     */
    onlinePayment: z.object({ enabled: z.boolean().default(false) }).strict().default({ enabled: false }),
    /** Spec 000 §5: "on some sites [the favourite control] also requires used car, price above 0, and at least one image or thumbnail". */
    strictFavourites: z.boolean().default(false),
    /** Spec 000 §9: "Twitter (hideable)". */
    hideTwitterShare: z.boolean().default(false),
    /** Spec 000 §5: "'Unregistered' (configuration-dependent) if passed"; off, a lapsed rego shows nothing. */
    showUnregisteredRego: z.boolean().default(true),
    /** Issue 35 §3: the vehicle page shows how long the car has been listed and its price changes (decision 046). */
    priceHistory: z.boolean().default(false),
    popularMakes: z.array(z.string()).default([]),
    messageOptional: z.boolean().default(false),
    /** Spec 001 §2 Location block, chosen per site: "single location card, grid of cards, combined map, or tabbed embedded-map view". */
    locationBlock: z.enum(LOCATION_BLOCK_FORMS).default("grid"),
    /** Spec 001 §5, §9: which reviews show and when the stars do. */
    reviews: z
      .object({
        minimumRating: z.number().min(0).max(5).default(DEFAULT_MINIMUM_RATING),
        hiddenReviewers: z.array(z.string()).default([]),
        hiddenReviewIds: z.array(z.number().int().positive()).default([]),
        max: z.number().int().min(1).default(DEFAULT_REVIEW_CAP),
      })
      .default({ minimumRating: DEFAULT_MINIMUM_RATING, hiddenReviewers: [], hiddenReviewIds: [], max: DEFAULT_REVIEW_CAP }),
    homeBlocks: homeBlocksSchema,
    /**
     * Spec 001 §2 "Facebook posts carousel": the site's Facebook page, whose posts the home page's `facebookPosts`
     * block shows beside the site's own (decision 035); null: the site's own posts only.
     */
    facebookPage: z.object({ pageId: z.string().regex(/^\d{1,30}$/, "must be the Facebook page's numeric id") }).strict().nullable().default(null),
    /** Spec 000 §1: a group site's brands directory at /brands; null on sites that have none. */
    brandsDirectory: brandsDirectorySchema.nullable().default(null),
    /** Spec 001 §2, §6: the prize wheel at /spin-to-win (a gated page); null on sites that run none, where it is a 404. */
    spinToWin: spinCampaignSchema.nullable().default(null),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type Template = (typeof TEMPLATES)[number];
