import type { ReactElement } from "react";
import { CAROUSEL_START_INDEX, REVIEW_AUTO_ROTATE_MS } from "@/domain/reviews/shown-reviews";
import { Carousel } from "./carousel";

type Props = { layout: "carousel" | "grid"; label: string; itemName: string; cards: ReactElement[] };

/** The reviews carousel's rules (spec 001 §2), shared by every block that follows them: a turning carousel of cards, or a grid. */
export function CardsCarouselOrGrid({ layout, label, itemName, cards }: Props) {
  if (layout === "carousel") {
    return (
      <Carousel label={label} itemName={itemName} startIndex={CAROUSEL_START_INDEX} autoRotateMs={REVIEW_AUTO_ROTATE_MS} variant="cards">
        {cards}
      </Carousel>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.key}>{card}</li>
      ))}
    </ul>
  );
}
