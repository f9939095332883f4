import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";

/** Spec 000 §2 'Car Details' box: the identifiers a shopper quotes when calling. */
export function CarDetailsBox({ model }: { model: VehiclePageModel }) {
  const { car, extras } = model;
  const rows: [string, string | null][] = [
    ["Stock number", car.stocknum],
    ["VIN", car.vin],
    ["Registration", car.regplate && car.regplate !== "null" ? car.regplate : null],
    ["Rego expiry", model.regoExpiry],
    ["Condition", car.carType === "new" ? "New" : car.carType === "demo" ? "Demo" : "Used"],
    ["Dealer", car.dealershipName],
    ["Location", extras.location ? `${extras.location.name}, ${extras.location.city}` : car.locationName],
  ];
  return (
    <section aria-labelledby="car-details-heading" className="rounded-card border border-line bg-white p-5 text-ink">
      <h2 id="car-details-heading" className="text-sm font-bold tracking-wider uppercase">Car Details</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="font-semibold break-words">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
