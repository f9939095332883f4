import Link from "next/link";
import { CarCard } from "@/components/vehicle/car-card";
import { insertPromoTiles, type PromoNode, type PromoPlacement } from "@/domain/search/promo-tiles";
import type { SearchHit } from "@/domain/search/search-response";
import type { Site } from "@/domain/site/site";
import { carCardView } from "@/domain/vehicle/car-card-view";

/** Cards in the widest grid's first row load eagerly (the LCP image is among them); the rest lazily. */
const FIRST_ROW = 3;

type Props = { hits: readonly SearchHit[]; site: Site; promos: readonly PromoNode[]; placement: PromoPlacement; now: Date };

/** The result cards (sold runs already collapsed where the site asks: `shownCards`), promo tiles at the site's positions (spec 001 §2). */
export function ResultsGrid({ hits, site, promos, placement, now }: Props) {
  const grid = insertPromoTiles(hits, promos, placement);
  let carIndex = 0;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {grid.map((entry) => {
        if (entry.kind === "promo") {
          return (
            <li key={`promo-${entry.promo.id}`}>
              <PromoTile promo={entry.promo} />
            </li>
          );
        }
        const eager = carIndex++ < FIRST_ROW;
        return (
          <li key={entry.item.id}>
            <CarCard card={carCardView(entry.item, site.config, now)} eager={eager} />
          </li>
        );
      })}
    </ul>
  );
}

function PromoTile({ promo }: { promo: PromoNode }) {
  const { title, body, href, imageUrl, cta } = promo.node;
  return (
    <article className="card hero h-full justify-end p-6">
      {imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- see CarCard
        <img src={imageUrl} alt="" width={1200} height={800} loading="lazy" className="absolute inset-0 size-full object-cover opacity-25" />
      ) : null}
      <div className="relative">
        <h3 className="text-2xl leading-tight">{title}</h3>
        {body ? <p className="mt-2">{body}</p> : null}
        <Link href={href} prefetch={false} className="btn btn-accent mt-5">
          {cta}
        </Link>
      </div>
    </article>
  );
}
