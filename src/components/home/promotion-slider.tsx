import Link from "next/link";
import { Carousel } from "@/components/ui/carousel";
import type { Slide } from "@/domain/content/slide";

/** Spec 001 §9: "promotion slider 540 by 1920 px". */
const SLIDE_WIDTH = 1920;
const SLIDE_HEIGHT = 540;
const AUTO_ROTATE_MS = 6_000;

/**
 * Spec 001 §2/§3: the promotion slider — each slide an image (1920 × 540) with its name and description
 * over it unless `hide_overlay`, linking to its page. The first slide's image loads first. Like the stock
 * photos in cards, the image is used as stored: the demo's are small vector drawings, where the raster
 * pipeline's first encode would delay the page's largest paint.
 */
export function PromotionSlider({ slides }: { slides: readonly Slide[] }) {
  if (slides.length === 0) return null;
  const items = slides.map((slide, index) => <PromotionSlide key={slide.id} slide={slide} first={index === 0} />);
  return (
    <section aria-label="Promotions" className="mx-auto max-w-7xl px-4 pt-6">
      {items.length === 1 ? items : (
        <Carousel label="Promotions" itemName="promotion" startIndex={0} autoRotateMs={AUTO_ROTATE_MS} variant="banner">
          {items}
        </Carousel>
      )}
    </section>
  );
}

function PromotionSlide({ slide, first }: { slide: Slide; first: boolean }) {
  const picture = (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={slide.imageUrl}
      alt={slide.hideOverlay ? slide.name : ""}
      width={SLIDE_WIDTH}
      height={SLIDE_HEIGHT}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      className="absolute inset-0 size-full object-cover"
    />
  );
  const body = (
    <div className="relative isolate aspect-[4/3] overflow-hidden rounded-card bg-neutral-800 sm:aspect-[1920/540]">
      {picture}
      {slide.hideOverlay ? null : (
        <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/85 via-black/50 to-transparent p-5 text-white sm:justify-center sm:bg-gradient-to-r sm:p-10">
          <h2 className="text-2xl sm:text-4xl">{slide.name}</h2>
          {slide.description ? <p className="mt-2 max-w-md sm:text-lg">{slide.description}</p> : null}
          {slide.url ? <span className="btn btn-accent mt-4 self-start">Find out more</span> : null}
        </div>
      )}
    </div>
  );
  return slide.url ? (
    <Link href={slide.url} prefetch={false} className="block">
      {body}
    </Link>
  ) : body;
}
