import type { sitePosts } from "@/db/schema";
import { vehicleImagePath, type VehicleImageSpec } from "@/demo/vehicle-art/vehicle-image";

/** A demo site's own post for the Latest Updates carousel (spec 001 §2), dated days before the seed runs. */
type DemoPost = { key: string; message: string; daysAgo: number; picture?: Omit<VehicleImageSpec, "seed">; linkUrl?: string };

const HARBOUR_TOYOTA_POSTS: readonly DemoPost[] = [
  { key: "prado-arrivals", daysAgo: 1, message: "Fresh off the truck at Broadmeadow: the new LandCruiser Prado in Eclipse Black and Glacier White. Book a test drive and be among the first in the Hunter to drive one.", picture: { body: "suv", colour: "1a1a1a", angle: "front-34" }, linkUrl: "/book-test-drive" },
  { key: "service-saturdays", daysAgo: 4, message: "Book your next service online in under a minute, at Broadmeadow or Maitland: pick the day and time that suit you.", linkUrl: "/service" },
  { key: "hilux-sr5", daysAgo: 8, message: "HiLux SR5 owners: accessory fitting week is on. Canopies, tow bars and bull bars fitted while you wait at Broadmeadow.", picture: { body: "ute", colour: "eb0a1e", angle: "side" } },
  { key: "charity-car-wash", daysAgo: 12, message: "Thank you, Newcastle! Our charity car wash raised $4,820 for the Hunter Children's Hospital. See you all next year." },
  { key: "rav4-hybrid", daysAgo: 19, message: "The RAV4 Hybrid is back in stock in every grade. Ask our team about this month's finance rates.", picture: { body: "suv", colour: "c0c0c0", angle: "rear-34" }, linkUrl: "/special-offers" },
];

const RIDGEWAY_POSTS: readonly DemoPost[] = [
  { key: "ride-day", daysAgo: 2, message: "Our monthly ride day runs out to Crows Nest and back. Ask in store for the next date. All bikes welcome.", picture: { body: "motorcycle", colour: "c2410c", angle: "side" } },
  { key: "caravan-expo", daysAgo: 6, message: "The Jayco range is on show at Harristown all weekend, with the new Journey pop-tops on display." },
  { key: "winter-service", daysAgo: 15, message: "Get your van road-ready for the summer holidays: bearing and brake checks are half price at Dalby until the end of the month.", linkUrl: "/service" },
];

/** Each demo site's own posts, by site slug; sites with a Facebook page add their page's posts to these. */
const DEMO_POSTS: Readonly<Record<string, readonly DemoPost[]>> = {
  "harbour-toyota": HARBOUR_TOYOTA_POSTS,
  "ridgeway-bikes-caravans": RIDGEWAY_POSTS,
};

/** A demo site's own posts as rows. */
export function buildSitePostRows(siteId: number, siteSlug: string, now: Date): (typeof sitePosts.$inferInsert)[] {
  return (DEMO_POSTS[siteSlug] ?? []).map((post, index) => ({
    siteId, source: "content", externalId: post.key, message: post.message, linkUrl: post.linkUrl ?? null,
    imageUrl: post.picture ? vehicleImagePath({ ...post.picture, seed: 7_100 + index }) : null,
    postedAt: new Date(now.getTime() - post.daysAgo * 86_400_000),
  }));
}
