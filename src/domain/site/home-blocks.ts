import { z } from "zod";

/**
 * Spec 001 §2/§9: the home page is a list of blocks, each switched on for a site by being in its list,
 * in the order given: promotion slider, hero with overlay, 'BOOK A SERVICE' banner, payment-methods strip,
 * closable banner, budget search, reviews, offers, locations, the Sales this Month counter, the latest stock and
 * the Facebook posts carousel.
 */
const sitePath = z.string().regex(/^\/[^\s]*$/, "must be a path starting with /");
const block = <T extends string>(type: T) => z.object({ type: z.literal(type) }).strict();

const heroBlockSchema = z
  .object({
    type: z.literal("hero"),
    /** `split`: words beside a stock photo; `overlay`: the heading over a full-width image under a dark overlay. */
    style: z.enum(["split", "overlay"]).default("split"),
    /** Defaults to the site's name. */
    heading: z.string().min(1).max(120).optional(),
    /** A site path or https URL; defaults to a photo of the latest stock. */
    imageUrl: z.union([sitePath, z.url({ protocol: /^https$/ })]).optional(),
  })
  .strict();

const closableBannerBlockSchema = z
  .object({
    type: z.literal("closableBanner"),
    /** Names the banner in the shopper's "closed" cookie: a new id shows a new banner to everyone again. */
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be 1–40 lowercase letters, digits or hyphens"),
    message: z.string().min(1).max(200),
    link: z.object({ label: z.string().min(1).max(40), href: sitePath }).strict().optional(),
  })
  .strict();

const serviceBannerBlockSchema = z
  .object({
    type: z.literal("serviceBanner"),
    text: z.string().min(1).max(160).default("Keep your vehicle in top condition with factory-trained technicians and genuine parts."),
    href: sitePath.default("/service"),
  })
  .strict();

/** Spec 001 §2: "Facebook posts carousel (title defaults to Latest Updates)". */
export const FACEBOOK_POSTS_TITLE = "Latest Updates";

const facebookPostsBlockSchema = z
  .object({ type: z.literal("facebookPosts"), title: z.string().min(1).max(60).default(FACEBOOK_POSTS_TITLE) })
  .strict();

export const homeBlockSchema = z.discriminatedUnion("type", [
  block("promotionSlider"),
  heroBlockSchema,
  closableBannerBlockSchema,
  serviceBannerBlockSchema,
  block("paymentMethods"),
  block("salesCounter"),
  block("latestCars"),
  block("budgetSearch"),
  block("reviews"),
  block("offers"),
  block("locations"),
  facebookPostsBlockSchema,
]);

export type HomeBlock = z.infer<typeof homeBlockSchema>;
export type HomeBlockType = HomeBlock["type"];

/** A site without a list keeps the classic page: the hero, the latest stock and the budget search. */
export const DEFAULT_HOME_BLOCKS: HomeBlock[] = [{ type: "hero", style: "split" }, { type: "latestCars" }, { type: "budgetSearch" }];

/** Every block at most once, except closable banners, which need ids of their own. */
export const homeBlocksSchema = z
  .array(homeBlockSchema)
  .max(20)
  .superRefine((blocks, ctx) => {
    const seen = new Set<string>();
    blocks.forEach((b, index) => {
      const key = b.type === "closableBanner" ? `closableBanner:${b.id}` : b.type;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: b.type === "closableBanner" ? `a second closable banner with id '${b.id}'` : `a second '${b.type}' block` });
      seen.add(key);
    });
  })
  .default(DEFAULT_HOME_BLOCKS);
