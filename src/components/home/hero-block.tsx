import Link from "next/link";
import { stockSummaryParts, type StockSummary } from "@/domain/car/stock-summary";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { DEFAULT_SEARCH_PATH } from "@/domain/search/search-route";

type Props = {
  style: "split" | "overlay";
  heading: string;
  kicker: string;
  tagline: string;
  stock: StockSummary;
  imageUrl: string | null;
};

/**
 * The home page's opening block and its h1. `split`: the words beside a stock photo (the photo hidden on
 * phones, where it would push the stock down). `overlay` (spec 001 §2 "hero image block with overlay and
 * heading"): the heading over a full-width image darkened enough for white text.
 */
export function HeroBlock({ style, heading, kicker, tagline, stock, imageUrl }: Props) {
  const counted = stockSummaryParts(stock);
  // Over the dark overlay a white button stands out whatever the brand's accent colour is.
  const cta = style === "overlay" ? "btn bg-white text-neutral-900" : "btn btn-accent";
  const words = (
    <>
      <p className="text-sm font-bold tracking-widest uppercase">{kicker}</p>
      <h1 id="site-title" className="mt-3 max-w-3xl text-4xl leading-[1.05] sm:text-5xl lg:text-6xl">
        {heading}
      </h1>
      {tagline ? <p className="mt-4 max-w-2xl text-lg sm:text-xl">{tagline}</p> : null}
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
        <Link href={DEFAULT_SEARCH_PATH} prefetch={false} className={`${cta} text-base`}>
          Browse all stock
        </Link>
        <p className="text-base" data-testid="hero-stock">
          <strong className="heading text-2xl">{formatWholeNumber(stock.inStock)}</strong> {counted.inStockWords}
          {counted.rest ? <span className="block text-sm opacity-90">{counted.rest}</span> : null}
        </p>
      </div>
    </>
  );
  if (style === "overlay") {
    return (
      <section className="relative isolate overflow-hidden bg-neutral-900 text-white" aria-labelledby="site-title">
        {imageUrl ? (
          // Decorative backdrop: the heading carries the meaning.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={imageUrl} alt="" width={1200} height={800} fetchPriority="high" className="absolute inset-0 -z-10 size-full object-cover" />
        ) : null}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-black/85 via-black/65 to-black/35" />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24 lg:py-28">{words}</div>
      </section>
    );
  }
  return (
    <section className="hero" aria-labelledby="site-title">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:py-20">
        <div>{words}</div>
        {imageUrl ? (
          // Decorative: the same car leads the grid below with its name.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={imageUrl} alt="" width={1200} height={800} fetchPriority="high" className="hero-image hidden aspect-[3/2] w-full rounded-card object-cover lg:block" />
        ) : null}
      </div>
    </section>
  );
}
