import { PriceDisplay } from "@/components/pricing/price-display";
import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";

/** The car being reserved or bought: photo, name, key facts, stock number and price. */
export function CheckoutCarSummary({ model, photo }: { model: VehiclePageModel; photo: string | null }) {
  const { car } = model;
  return (
    <section aria-label="The car" className="flex flex-col gap-4 rounded-card border border-line bg-white p-4 text-ink sm:flex-row sm:items-center">
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a WebP from the image-URL builder, no client code
        <img src={photo} alt="" width={320} height={213} className="aspect-[3/2] w-full rounded object-cover sm:w-48" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="text-xl font-bold">{car.name}</p>
        {model.subtitle ? <p className="mt-1 text-sm text-ink-muted">{model.subtitle}</p> : null}
        <p className="mt-1 text-sm text-ink-muted">Stock number {car.stocknum}</p>
      </div>
      <PriceDisplay display={model.price} priceType={car.priceType} size="page" />
    </section>
  );
}
