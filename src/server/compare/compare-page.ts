import type { Database } from "@/db/client";
import { findCompareCars, type CompareCarRecord } from "@/db/queries/compare-cars";
import { compareRows, differingRows, type CompareCar, type CompareRow } from "@/domain/compare/compare-rows";
import { COMPARE_MESSAGES, parseCompareSet } from "@/domain/compare/compare-set";
import { parseDeliveryPostcode, POSTCODE_NOT_FOUND } from "@/domain/delivery/delivery-estimate";
import { carWeeklyEstimate } from "@/domain/finance/weekly-estimate";
import { showsMarketBadge } from "@/domain/market/market-badge";
import { priceDisplay } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";
import { estimateDriveAway } from "@/server/drive-away/drive-away-service";

type Query = Record<string, string | string[] | undefined>;

export type ComparePage = {
  /** The cars in the address's order, each this site's (another site's are left out). */
  cars: CompareCar[];
  rows: CompareRow[];
  /** The ids the address named that could be read, for the page's links (the first four when there were more). */
  ids: number[];
  notices: string[];
  /** More than four cars asked for: nothing is compared. */
  refused: boolean;
  differencesOnly: boolean;
  postcode: { typed: string; valid: string | null; error: string | null };
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function readPostcode(typed: string | undefined): ComparePage["postcode"] {
  if (typed === undefined || typed.trim() === "") return { typed: "", valid: null, error: null };
  const postcode = parseDeliveryPostcode(typed);
  return postcode.ok ? { typed: postcode.postcode, valid: postcode.postcode, error: null } : { typed: typed.slice(0, 4), valid: null, error: postcode.message };
}

/** One car's column: the card's price rules, the sample finance figure and the drive-away total for the postcode, none of them for a sold car. */
async function compareCar(db: Database, site: Site, record: CompareCarRecord, postcode: string | null, now: Date): Promise<{ car: CompareCar; unknownPostcode: boolean }> {
  if (record.kind === "hidden") return { car: record, unknownPostcode: false };
  const { car } = record;
  const onSale = car.status !== "sold";
  const outcome = onSale && postcode ? await estimateDriveAway(db, site, car.id, postcode, now) : null;
  const column: CompareCar = {
    kind: "shown",
    car,
    price: priceDisplay(car, site.config),
    priceType: car.priceType,
    weeklyEstimate: onSale ? carWeeklyEstimate(car, site.config, now) : null,
    driveAway: outcome?.kind === "estimate" ? { total: outcome.estimate.total, complete: outcome.estimate.complete } : null,
    marketBadge: onSale && showsMarketBadge(car.price, record.autograbData),
  };
  return { car: column, unknownPostcode: outcome?.kind === "unknown-postcode" };
}

/** The compare page (issue 35 §1) for its address: `?cars=` (up to four ids), `differences=only` and `postcode=`. */
export async function loadComparePage(db: Database, site: Site, query: Query, now: Date): Promise<ComparePage> {
  const set = parseCompareSet(query.cars);
  const differencesOnly = first(query.differences) === "only";
  const postcode = readPostcode(first(query.postcode));
  const notices: string[] = [...(set.tooMany ? [COMPARE_MESSAGES.tooMany] : []), ...(set.junk ? [COMPARE_MESSAGES.junk] : []), ...(first(query.notice) === "full" ? [COMPARE_MESSAGES.full] : [])];
  if (set.tooMany) return { cars: [], rows: [], ids: set.ids, notices, refused: true, differencesOnly, postcode };

  const records = await findCompareCars(db, site, set.ids);
  const ordered = set.ids.flatMap((id) => records.filter((record) => (record.kind === "hidden" ? record.id : record.car.id) === id));
  if (ordered.length < set.ids.length) notices.push(COMPARE_MESSAGES.notOurs);
  const columns = await Promise.all(ordered.map((record) => compareCar(db, site, record, postcode.valid, now)));
  // The postcode table does not depend on the car: one unknown is unknown for all.
  const unknownPostcode = columns.some((column) => column.unknownPostcode);
  const cars = columns.map((column) => column.car);
  const rows = compareRows(cars, { withDriveAway: postcode.valid !== null && !unknownPostcode });
  return {
    cars,
    rows: differencesOnly ? differingRows(rows) : rows,
    ids: ordered.map((record) => (record.kind === "hidden" ? record.id : record.car.id)),
    notices,
    refused: false,
    differencesOnly,
    postcode: unknownPostcode ? { ...postcode, valid: null, error: POSTCODE_NOT_FOUND } : postcode,
  };
}
