import fc from "fast-check";
import { actionCall, originHeader, type ActionCall } from "./hostile-actions";
import { hostileBody } from "./hostile-bodies";
import { HOSTILE_METHODS } from "./hostile-methods";
import { addressValue, hostileValue, hostVariant, queryString } from "./hostile-values";
import type { FuzzRequest } from "./fuzz-request";
import type { DiscoveredRoute, HttpMethod } from "./route-discovery";
import type { SiteSample } from "./site-sample";

/** What the generators know: the fuzzed site, another tenant's site, and the headers every request carries. */
export type FuzzContext = {
  port: number;
  /** The site every request is for (its host, in variants). */
  site: SiteSample;
  /** Another tenant: its ids and slugs go into this site's addresses and bodies. */
  other: SiteSample;
  otherLeadIds: readonly string[];
  /** A lead the run sent this site, for follow-ups on it. */
  siteLeadId: string;
  headers: Record<string, string>;
};

/** Bodies the JSON routes accept on this site (docs/api.md): a lead, its follow-ups, a quote, a phone reveal. */
function validBodies(context: FuzzContext): Record<string, unknown>[] {
  const carId = context.site.carIds[0];
  const shopper = { name: "Robin", last_name: "Fuzz", email: "robin.fuzz@example.com", phone: "0412 345 678", postcode: "4000", terms_conditions: true };
  return [
    { car_id: carId, ...shopper, message: "Is it still available?" },
    { form: "trade_in", car_id: carId, ...shopper, trade_in_year: 2015, trade_in_make: "Mazda", trade_in_model: "3", lead_attributes: { visited_pages: ["/"], linked_query_params: {} } },
    { lead_id: context.siteLeadId, rego: "ABC123", regoState: "QLD" },
    { id: context.siteLeadId, adjustmentAnswers: { "Service history": "Full", Owners: 2 } },
    { purchasePrice: 30000, selfAssessedCreditScore: "GREAT" },
    { car_id: carId, dealership_id: context.site.dealershipIds[0], website_id: 1 },
  ];
}

/** Parameter names the routes read (docs/api.md), beside those the crawl finds in links and forms. */
const QUERY_NAMES = [
  "car_id", "slug", "id", "make", "model", "query", "page", "sortBy", "hitsPerPage", "price_min", "price_max", "year_min", "km_max", "postcode",
  "limit", "cursor", "form", "amount", "deposit", "termYears", "interestRate", "frequency", "photos_count", "updated_at", "website_id",
  "w", "fm", "q", "vehiclePriceBudget", "repayment", "body", "_rsc",
];
/** Body fields the JSON routes read (docs/api.md), beside the crawled forms' field names. */
const FIELD_NAMES = [
  "name", "last_name", "email", "phone", "postcode", "message", "car_id", "form", "terms_conditions", "lead_id", "id", "rego", "regoState",
  "adjustmentAnswers", "offer_accepted", "purchasePrice", "selfAssessedCreditScore", "loanTerm", "dealership_id", "website_id", "location_id", "dealership_slug",
];
const EXTRA_METHODS: readonly HttpMethod[] = ["PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const ACCEPT = ["text/html", "application/json", "*/*", "text/x-component", "image/avif,image/webp,*/*", "application/xml;q=0.9", "garbage"];
const OPTIONAL_HEADERS: readonly Record<string, string>[] = [
  { cookie: "fc_visitor=%ff" }, { cookie: `fc_visitor=${"a".repeat(4000)}` }, { cookie: "=;=;fc_visitor=00000000-0000-0000-0000-000000000000" },
  { authorization: "Bearer " }, { authorization: "Bearer fcd_not-a-key" }, { authorization: `Bearer ${"k".repeat(600)}` }, { authorization: "Basic Zm9vOmJhcg==" },
  { "idempotency-key": "" }, { "idempotency-key": "has space" }, { "idempotency-key": "k".repeat(201) }, { "idempotency-key": "fuzz-repeat" },
  { rsc: "1" }, { rsc: "1", "next-router-state-tree": "%ff" }, { rsc: "1", "next-router-state-tree": "[[[[" }, { "next-router-prefetch": "1", rsc: "1" },
  { "next-action": "deadbeef" }, { "next-action": "0".repeat(42) }, { "next-url": "/%ff" }, { "x-forwarded-for": "::ffff:%00, 1.2.3.4" },
  { range: "bytes=999999999-" }, { "if-none-match": "*" }, { "accept-encoding": "br;q=2, gzip;q=NaN" },
];

const valuesByName = (samples: readonly SiteSample[], name: string) =>
  [...new Set(samples.flatMap((sample) => [...sample.params.values()].flatMap((params) => params.get(name) ?? [])))];

function pathFor(route: DiscoveredRoute, context: FuzzContext): fc.Arbitrary<string> {
  const samples = [context.site, context.other];
  const parts = route.segments.map((segment): fc.Arbitrary<string | null> => {
    if (segment.kind === "static") return fc.constant(segment.value);
    const known = valuesByName(samples, segment.name);
    if (segment.kind === "param") return addressValue(known);
    const generated = fc.array(addressValue(known.filter((v) => !v.includes("/"))), { minLength: segment.optional ? 0 : 1, maxLength: 4 }).map((values) => (values.length > 0 ? values.join("/") : null));
    return known.length > 0 ? fc.oneof(fc.constantFrom(...known), generated) : generated;
  });
  // Now and then one more segment than the route takes, or a trailing slash.
  const tail = fc.oneof({ arbitrary: fc.constant(null), weight: 8 }, { arbitrary: hostileValue, weight: 1 }, { arbitrary: fc.constant(""), weight: 1 });
  return fc.tuple(...parts, tail).map((values) => `/${values.filter((value): value is string => value !== null).join("/")}`);
}

/** A page's POST as a server action: its Next-Action id and Origin in the headers, its body as generated. */
function asActionCall(request: FuzzRequest, call: ActionCall): FuzzRequest {
  const headers = { ...request.headers, ...originHeader(call.origin, request.headers.host ?? ""), ...(call.actionId !== undefined ? { "next-action": call.actionId } : {}) };
  return { ...request, method: "POST", headers, body: call.body };
}

/**
 * Requests for one route: its methods (and others now and then, registered and not, in any letter case), hostile
 * paths, queries, headers and bodies; a page also gets server-action posts (issue 30).
 */
export function requestsFor(route: DiscoveredRoute, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const { site, other } = context;
  const ids = [...site.carIds.slice(0, 3), ...other.carIds.slice(0, 3), ...other.dealershipIds];
  const slugs = [...site.carSlugs.slice(0, 3), ...other.carSlugs.slice(0, 3)];
  const values = addressValue([...ids.map(String), ...slugs.map(encodeURIComponent), ...context.otherLeadIds]);
  const query = queryString([...new Set([...QUERY_NAMES, ...site.queryNames])], values);
  const vocabulary = { ids, slugs, uuids: context.otherLeadIds, fieldNames: [...new Set([...FIELD_NAMES, ...site.postFieldNames])], templates: validBodies(context) };
  const method = fc.oneof(
    { arbitrary: fc.constantFrom(...route.methods), weight: 9 }, { arbitrary: fc.constantFrom(...EXTRA_METHODS), weight: 1 }, { arbitrary: fc.constantFrom<string>(...HOSTILE_METHODS), weight: 1 },
  );
  const headers = fc.record({
    host: hostVariant(site.host, context.port),
    accept: fc.option(fc.constantFrom(...ACCEPT), { nil: undefined }),
    extra: fc.option(fc.constantFrom(...OPTIONAL_HEADERS), { nil: undefined, freq: 3 }),
  });
  const request = fc.record({ method, path: pathFor(route, context), query, headers, body: hostileBody(vocabulary, site.forms.get(route.pattern) ?? []) }).map((r): FuzzRequest => ({
    method: r.method,
    path: r.path,
    query: r.query,
    headers: { ...context.headers, host: r.headers.host, ...(r.headers.accept ? { accept: r.headers.accept } : {}), ...r.headers.extra },
    ...(BODY_METHODS.has(r.method) && r.body ? { body: r.body } : {}),
  }));
  if (route.kind !== "page") return request;
  const call = fc.tuple(request, actionCall(site.actionIds)).map(([r, c]) => asActionCall(r, c));
  return fc.oneof({ arbitrary: request, weight: 4 }, { arbitrary: call, weight: 1 });
}
