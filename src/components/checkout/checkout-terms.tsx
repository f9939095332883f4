import { carGuarantee, RESERVE_TERMS, type CheckoutJourney } from "@/domain/checkout/checkout-offer";
import { formatDollars } from "@/domain/pricing/format-dollars";
import type { CarType } from "@/domain/car/car";

/** What happens after sending, said plainly: the dealer, not this site, takes the deposit or payment. */
export function CheckoutTerms({ journey, deposit, siteName, carType, online }: { journey: CheckoutJourney; deposit: number; siteName: string; carType: CarType; online: boolean }) {
  const guarantee = carGuarantee(carType);
  return (
    <section aria-labelledby="checkout-how" className="rounded-card border border-line bg-white p-5 text-ink">
      <h2 id="checkout-how" className="text-xl">
        How it works
      </h2>
      {journey === "reserve" ? (
        <>
          <p className="mt-3">
            <strong>Deposit: {formatDollars(deposit)}.</strong> {RESERVE_TERMS}.
          </p>
          <p className="mt-2 text-ink-muted">
            {online
              ? `Pay the deposit by card now and ${siteName} holds the car for you for 48 hours. If there is no sale by then, the deposit is refunded to your card automatically.`
              : `No payment is taken on this website. Send your details and ${siteName} will contact you to take the deposit; the car is held for you once it is paid.`}
          </p>
        </>
      ) : (
        <p className="mt-3 text-ink-muted">
          No payment is taken on this website. Send your details and {siteName} will contact you to arrange payment, paperwork and delivery or pick-up.
        </p>
      )}
      {guarantee.length > 0 ? (
        <div className="mt-4 border-t border-line pt-4">
          <h3 className="font-bold">Used-car guarantee</h3>
          <ul className="mt-2 list-disc pl-5">
            {guarantee.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
