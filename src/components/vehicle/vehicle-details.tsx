import { formatDollars } from "@/domain/pricing/format-dollars";
import { reserveButtonLabel, reserveHref } from "@/domain/checkout/checkout-offer";
import type { Site } from "@/domain/site/site";
import { dealerCommentsPreview } from "@/domain/vehicle/dealer-comments";
import { showsCertifiedBadge } from "@/domain/vehicle/vehicle-title";
import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";
import { whatsIncluded } from "@/domain/vehicle/whats-included";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { FeaturesList } from "./features-list";

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="check-list space-y-2">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Spec 000 §4 "Dealer comments collapse at 400 characters with show more/less": long comments show their first
 * 400 characters, and a <details> holds the whole text, so the toggle needs no script.
 */
function DealerComments({ model }: { model: VehiclePageModel }) {
  const comments = (
    <div className={`max-w-prose space-y-4 leading-relaxed ${model.commentsPending ? "text-ink-muted" : ""}`} data-testid="dealer-comments">
      {model.commentsHtml.map((html, i) => (
        <p key={i} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
    </div>
  );
  const preview = model.commentsCollapse ? dealerCommentsPreview(model.commentsText) : null;
  if (!preview) return comments;
  return (
    <div className="comments-fold">
      <p className="max-w-prose leading-relaxed" data-testid="dealer-comments-preview">
        {preview}
      </p>
      <details>
        <summary>
          <span>Show more</span>
          <span>Show less</span>
        </summary>
        {comments}
      </details>
    </div>
  );
}

/** Spec 000 §2 info tabs: Dealer Comments, What's Included, Why Buy From Us?, Reserve Online, Protect Your Car, Features. */
export function InfoTabs({ site, model }: { site: Site; model: VehiclePageModel }) {
  const { car } = model;
  const certified = showsCertifiedBadge(car, site.config.certifiedFeature);
  const included = whatsIncluded({ carType: car.carType, itemType: car.itemType, certified, hasHistoryReport: Boolean(model.extras.historyReportUrl) });
  const items: TabItem[] = [
    {
      id: "comments",
      label: "Dealer Comments",
      content: <DealerComments model={model} />,
    },
    { id: "included", label: "What's Included", content: <Bullets items={included} /> },
    {
      id: "why",
      label: "Why Buy From Us?",
      content: (
        <Bullets
          items={[
            `${site.name} is a licensed motor dealer: every vehicle is inspected before it is offered for sale`,
            "Clear title: no money owing, no written-off vehicles",
            "Finance, insurance and trade-ins arranged in one visit",
            "Friendly, no-pressure service before and after you buy",
          ]}
        />
      ),
    },
    ...(model.extras.checkoutEnabled && model.inStock && !car.reserved
      ? [
          {
            id: "reserve",
            label: "Reserve Online",
            content: (
              <div className="max-w-prose space-y-3">
                <p>
                  Hold this car with a <strong>{formatDollars(model.reserve.amount)}</strong> deposit. We keep it for you for <strong>48 hours</strong>, and the
                  deposit is <strong>100% refundable</strong>.
                </p>
                <p>
                  <a href={reserveHref(car.slug, site.config.reservePath)} className="text-link">
                    {reserveButtonLabel(model.reserve.amount)}
                  </a>
                  <span className="text-ink-muted">
                    {model.reserve.online ? ": pay the deposit online by card and the car is held for you at once." : ": send a request and we will contact you to take the deposit."}
                  </span>
                </p>
              </div>
            ),
          },
        ]
      : []),
    {
      id: "protect",
      label: "Protect Your Car",
      content: <Bullets items={["Extended warranty plans for extra peace of mind", "Comprehensive and gap insurance arranged on the spot", "Paint and interior protection applied before delivery", "Tyre and rim cover for Australian roads"]} />,
    },
    { id: "features", label: "Features", content: <FeaturesList features={car.features} /> },
  ];
  return (
    <section aria-labelledby="vehicle-information">
      <h2 id="vehicle-information" className="section-title">About this vehicle</h2>
      <div className="mt-3">
        <Tabs items={items} label="About this vehicle" />
      </div>
    </section>
  );
}

/** Spec 000 §2 disclaimer under the details. */
export function VehicleDisclaimer({ siteName, hasEstimate, rate }: { siteName: string; hasEstimate: boolean; rate: number }) {
  return (
    <section aria-label="Disclaimer" className="space-y-2 border-t border-line pt-6 text-xs leading-relaxed text-ink-muted">
      <p>
        Disclaimer: while {siteName} takes care to keep this listing accurate, details, features, specifications and prices may change or contain errors. Please
        confirm everything that matters to you with our sales team before you buy. Photos may show accessories that are not included.
      </p>
      {hasEstimate ? (
        <p>
          * The weekly estimate is a guide only, on a 5 year loan of the full price at {rate}% p.a. with no deposit, fees or balloon. It is not a quote or an offer of
          credit; fees, charges and lending criteria apply.
        </p>
      ) : null}
    </section>
  );
}
