type Props = { rounding: "nearest" | "up"; lenderDisclaimer: string | null };

/**
 * The calculator's fixed legal text (spec 000 §9 "Finance info texts are fixed legal disclaimers"), collapsed
 * with show more / show less (§4). A <details> element: it opens by keyboard and works without JavaScript.
 */
export function FinanceDisclaimer({ rounding, lenderDisclaimer }: Props) {
  return (
    <div id="financeDisclaimer" className="text-xs leading-relaxed text-ink-muted">
      <p>Figures are estimates from the values entered: a guide only, not a quote or an offer of credit.</p>
      <details className="group">
        <summary className="mt-1 inline-block py-1 font-semibold text-brand-link underline underline-offset-2">
          <span className="group-open:hidden">Show more</span>
          <span className="hidden group-open:inline">Show less</span>
          <span className="sr-only"> of the finance disclaimer</span>
        </summary>
        <div className="mt-1 space-y-2">
          <p>
            Repayments are calculated on the loan amount less any deposit or trade-in, plus the establishment fee shown, at the interest rate shown over the
            term, with any residual (balloon) paid at the end. They are rounded {rounding === "up" ? "up to the next" : "to the nearest"} dollar and do not include
            government charges, insurance or other fees. Total repayments do not include the residual.
          </p>
          <p>
            Comparison rates are calculated on a 5 year secured loan of $30,000. WARNING: this comparison rate is true only for the example given and may not
            include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.
          </p>
          <p>Credit is subject to the lender&apos;s approval criteria. Terms, conditions, fees and charges apply.</p>
          {lenderDisclaimer ? <p>{lenderDisclaimer}</p> : null}
        </div>
      </details>
    </div>
  );
}
