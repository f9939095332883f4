/**
 * Spec 001 §2: "payment-methods strip (five card logos: Mastercard, Visa, Maestro, Google Pay, Apple Pay)".
 * The marks are our own text badges, not the schemes' artwork.
 */
const METHODS = ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"] as const;

export function PaymentMethods() {
  return (
    <section aria-labelledby="payment-methods-title" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex flex-col gap-3 rounded-card border border-line bg-white p-5 text-ink sm:flex-row sm:items-center sm:justify-between">
        <h2 id="payment-methods-title" className="text-lg">Pay your deposit or service your way</h2>
        <ul className="flex flex-wrap gap-2">
          {METHODS.map((method) => (
            <li key={method} className="inline-flex h-9 min-w-20 items-center justify-center gap-1.5 rounded-md border-2 border-neutral-800 px-3 text-sm font-bold tracking-tight text-neutral-900">
              <svg aria-hidden="true" viewBox="0 0 20 14" className="h-3.5 w-5">
                <rect x="0.75" y="0.75" width="18.5" height="12.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
                <rect x="0.75" y="3.5" width="18.5" height="2.5" fill="currentColor" />
              </svg>
              {method}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
