import type { Metadata } from "next";
import { tradeInFormConfig } from "@/components/forms/form-configs";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { getDatabase } from "@/db/connection";
import { findLeadCar } from "@/db/queries/leads";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { TradeInEstimateForm } from "@/components/trade-in/trade-in-estimate-form";
import { TradeInEstimateResult } from "@/components/trade-in/trade-in-estimate-result";
import { parseTradeInRequest, TRADE_IN_REQUEST_FIELDS, tradeInCar, type TradeInRequest } from "@/domain/leads/trade-in-request";
import { siteToday } from "@/domain/site/calendar-date";
import { siteTypicalReplyLine } from "@/server/inbox/typical-reply-line";
import { estimateSiteTradeIn } from "@/server/market/trade-in-estimates";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Spec 001 §5: the trade-in FAQ. */
const FAQ = [
  {
    question: "Can every car get an online estimate?",
    answer: "Cars over 7 years old or with over 100,000 km generally do not get an online estimate. Send us your details and our team will value your car in person.",
  },
  {
    question: "Can I trade in a car that is still under finance?",
    answer: "Yes. Please bring a letter from your finance provider showing the outstanding balance.",
  },
] as const;

const CAR_ID = /^[1-9]\d{0,9}$/;
const LEAD_FORM_ID = "trade-in-valuation";

/** The lead form filled in with the estimated car, so the dealer's lead carries it and its estimate. */
function estimatedFormValues(request: TradeInRequest) {
  const defaults: Record<string, string> = { trade_in_make: request.trade_in_make, trade_in_model: request.trade_in_model, trade_in_year: String(request.trade_in_year), kms: String(request.kms), postcode: request.postcode };
  return { defaults, hidden: { trade_in_condition: request.trade_in_condition, ...(request.trade_in_badge ? { trade_in_badge: request.trade_in_badge } : {}) } };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/trade-in", siteName: site.name, title: "Trade-In Valuation", description: `Value your trade-in with ${site.name}.` });
}

/**
 * `/trade-in` and `/cars/trade-in?car_id={id}` (spec 000 §2, 001 §2, §5): the instant estimate (issue 35 §5), the
 * trade-in form and the FAQ. When `car_id` names a car of this site, the form is about trading in towards that car
 * and says which; any other `car_id` gives the plain form, so an old link still reaches a working page. The estimate's
 * answers come in the query (its GET form), and fill in the lead form once they are valid.
 */
export default async function TradeInPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const query = await searchParams;
  const raw = query.car_id;
  const carIdText = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  const carId = CAR_ID.test(carIdText) && Number(carIdText) <= 2_147_483_647 ? Number(carIdText) : undefined;
  const now = new Date();
  const asked = TRADE_IN_REQUEST_FIELDS.some((field) => query[field] !== undefined);
  const request = asked ? parseTradeInRequest(query, Number(siteToday(site, now).slice(0, 4))) : null;
  const { db } = await getDatabase();
  const [car, setup, replyLine, estimate] = await Promise.all([
    carId === undefined ? null : findLeadCar(db, site, carId), loadLeadFormSetup(db, site), siteTypicalReplyLine(db, site, now),
    request?.kind === "valid" ? estimateSiteTradeIn(db, site, tradeInCar(request.request), now) : null,
  ]);
  const values = Object.fromEntries(TRADE_IN_REQUEST_FIELDS.map((field) => [field, [query[field]].flat()[0] ?? ""]));
  const path = car ? `/cars/trade-in` : "/trade-in";
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Trade-In Valuation</h1>
      <p className="mt-3 text-lg text-ink-muted">Tell us about your car and {site.name} will get back to you with a valuation.</p>
      {car ? <p className="mt-3 font-semibold">Trading in towards the {car.name}</p> : null}
      <section aria-labelledby="trade-in-estimate-heading" className="mt-8">
        <h2 id="trade-in-estimate-heading" className="text-2xl">Instant estimate</h2>
        <p className="mt-2 text-ink-muted">From cars like yours listed and sold on our dealers&apos; sites: a range at once, before anyone sees the car.</p>
        <TradeInEstimateForm action={path} values={values} errors={request?.kind === "invalid" ? request.errors : {}} hiddenFields={car ? { car_id: String(car.id) } : {}} />
        {request?.kind === "valid" && estimate ? <TradeInEstimateResult car={tradeInCar(request.request)} estimate={estimate} formId={LEAD_FORM_ID} /> : null}
      </section>
      <div className="mt-8">
        <LeadFormSection id={LEAD_FORM_ID} setup={setup} config={tradeInFormConfig(car?.id, request?.kind === "valid" ? estimatedFormValues(request.request) : undefined)} path={car ? `/cars/trade-in?car_id=${car.id}` : "/trade-in"} replyLine={replyLine} />
      </div>
      <section aria-labelledby="trade-in-faq" className="mt-12">
        <h2 id="trade-in-faq" className="text-2xl">
          Frequently asked questions
        </h2>
        <div className="mt-4 divide-y divide-line rounded-card border border-line bg-white text-ink">
          {FAQ.map((item) => (
            <details key={item.question} className="group px-5 py-4">
              <summary className="cursor-pointer font-semibold">{item.question}</summary>
              <p className="mt-2 text-ink-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
