import { BudgetSearchPanel } from "@/components/finance/budget-search-panel";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { siteToday } from "@/domain/site/calendar-date";
import type { HomeBlock } from "@/domain/site/home-blocks";
import type { Site } from "@/domain/site/site";
import type { HomePageData } from "@/domain/site/home-page-data";
import { LocationBlock } from "@/components/locations/location-block";
import { ClosableBanner } from "./closable-banner";
import { HeroBlock } from "./hero-block";
import { LatestUpdates } from "./latest-updates";
import { LatestCars } from "./latest-cars";
import { OffersBlock } from "./offers-block";
import { PaymentMethods } from "./payment-methods";
import { PromotionSlider } from "./promotion-slider";
import { SalesCounterBanner } from "./sales-counter-banner";
import { ServiceBanner } from "./service-banner";

type Props = { site: Site; data: HomePageData; closedBanners: ReadonlySet<string>; now: Date };

/** The site's home page blocks (spec 001 §2/§9), in its configured order. */
export function HomeBlocks({ site, data, closedBanners, now }: Props) {
  const hasHero = site.config.homeBlocks.some((b) => b.type === "hero");
  return (
    <>
      {hasHero ? null : <h1 className="sr-only">{site.name}</h1>}
      {site.config.homeBlocks.map((block) => (
        <HomeBlockView key={block.type === "closableBanner" ? `banner-${block.id}` : block.type} block={block} site={site} data={data} closedBanners={closedBanners} now={now} />
      ))}
    </>
  );
}

function HomeBlockView({ block, site, data, closedBanners, now }: Props & { block: HomeBlock }) {
  switch (block.type) {
    case "hero": {
      const { address, tagline } = site.config;
      const imageUrl = block.imageUrl ?? data.latestCars.find((car) => car.primaryImageUrl)?.primaryImageUrl ?? null;
      return <HeroBlock style={block.style} heading={block.heading ?? site.name} kicker={`${address.city}, ${address.state}`} tagline={tagline} stock={data.stock} imageUrl={imageUrl} />;
    }
    case "promotionSlider":
      return <PromotionSlider slides={data.slides} />;
    case "closableBanner":
      return closedBanners.has(block.id) ? null : <ClosableBanner id={block.id} message={block.message} link={block.link} />;
    case "serviceBanner":
      return <ServiceBanner text={block.text} href={block.href} />;
    case "paymentMethods":
      return <PaymentMethods />;
    case "salesCounter":
      return <SalesCounterBanner count={data.salesThisMonth} />;
    case "latestCars":
      return <LatestCars cars={data.latestCars} site={site} />;
    case "budgetSearch":
      return (
        <section className="mx-auto max-w-7xl px-4 pt-12">
          <BudgetSearchPanel options={data.budgetOptions} />
        </section>
      );
    case "reviews":
      return data.reviews ? <ReviewsSection reviews={data.reviews} siteName={site.name} today={siteToday(site, now)} headingLevel={2} showAllLink /> : null;
    case "offers":
      return <OffersBlock offers={data.offers.shown} total={data.offers.total} />;
    case "locations":
      return data.locations ? (
        <div className="mx-auto max-w-7xl px-4 pt-12">
          <LocationBlock form={data.locations.form} views={data.locations.views} tiles={data.locations.tiles} />
        </div>
      ) : null;
    case "facebookPosts":
      return <LatestUpdates title={block.title} posts={data.posts} site={site} now={now} />;
  }
}
