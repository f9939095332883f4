import Link from "next/link";
import { PriceDisplay } from "@/components/pricing/price-display";
import { COMPARE_REMOVE_PATH, formatCompareSet } from "@/domain/compare/compare-paths";
import { NOT_LISTED_TEXT, SOLD_TEXT, type CompareCar, type CompareRow } from "@/domain/compare/compare-rows";
import { shownPriceType } from "@/domain/pricing/price-display";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";
import styles from "./compare-table.module.css";

type Props = { cars: CompareCar[]; rows: CompareRow[]; ids: number[] };

const idOf = (car: CompareCar) => (car.kind === "hidden" ? car.id : car.car.id);

function CarHeading({ car, ids }: { car: CompareCar; ids: number[] }) {
  const name = car.kind === "shown" ? car.car.name : NOT_LISTED_TEXT;
  return (
    <th scope="col" className={styles.car}>
      {car.kind === "shown" ? (
        <>
          {car.car.primaryImageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- our own SVG renders, as on the card
            <img src={car.car.primaryImageUrl} alt="" width={1200} height={800} loading="lazy" decoding="async" className={car.car.status === "sold" ? "grayscale-[60%]" : undefined} />
          ) : null}
          <Link href={vehiclePath(car.car.slug)} prefetch={false}>{car.car.name}</Link>
          {car.car.status === "sold" ? <span className={styles.sold}>{SOLD_TEXT}</span> : null}
        </>
      ) : (
        <span className={styles.notListed}>{NOT_LISTED_TEXT}</span>
      )}
      <form action={COMPARE_REMOVE_PATH} method="get">
        <input type="hidden" name="cars" value={formatCompareSet(ids)} />
        <input type="hidden" name="car" value={idOf(car)} />
        <button type="submit" className={styles.remove} aria-label={`Remove ${name} from the comparison`}>Remove</button>
      </form>
    </th>
  );
}

function Cell({ car, row, value }: { car: CompareCar; row: CompareRow; value: string | null }) {
  if (row.key === "price" && car.kind === "shown" && car.car.status !== "sold") {
    return <td><PriceDisplay display={car.price} priceType={shownPriceType(car.price, car.priceType)} /></td>;
  }
  return <td>{value ?? <span className={styles.missing}><span aria-hidden="true">—</span><span className="sr-only">not given</span></span>}</td>;
}

/**
 * The comparison (issue 35 §1): cars are columns that scroll sideways on a phone while the row names stay in view
 * (sticky `th scope="row"`). A differing row says so in words as well as its tint, so colour is not the only sign.
 */
export function CompareTable({ cars, rows, ids }: Props) {
  return (
    <div className={styles.scroll} role="region" aria-label="Car comparison, scrolls sideways" tabIndex={0}>
      <table className={styles.table}>
        <caption className="sr-only">Comparing {cars.length} {cars.length === 1 ? "car" : "cars"}; rows that differ are marked “differs”</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {cars.map((car) => <CarHeading key={idOf(car)} car={car} ids={ids} />)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? styles.differs : undefined}>
              <th scope="row">
                {row.label}
                {row.differs ? <span className={styles.differsMark}>differs</span> : null}
              </th>
              {cars.map((car, index) => <Cell key={idOf(car)} car={car} row={row} value={row.values[index] ?? null} />)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
