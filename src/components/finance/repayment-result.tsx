import type { RepaymentDisplay, RepaymentInput } from "@/domain/finance/finance-repayment";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { REPAYMENT_FREQUENCIES } from "@/domain/finance/repayment-frequency";
import { formatRate, formatYears } from "./calculator-format";

type Props = {
  display: RepaymentDisplay;
  loan: RepaymentInput;
  /** False where the provider hides its rate. */
  rateShown: boolean;
  lenderName: string | null;
  /** Without JavaScript the figures are the server's: a button asks it again. */
  submit: boolean;
};

/** Cents appear only where the fee has them (1360.5). */
function money(value: number): string {
  const cents = Math.round(value * 100);
  if (cents % 100 === 0) return formatDollars(cents / 100);
  return `${formatDollars(Math.trunc(cents / 100))}.${String(Math.abs(cents % 100)).padStart(2, "0")}`;
}

/**
 * The repayment and total (spec 000 §5: 25 or less reads 'Enquire for Finance' with a blank total). One
 * live region announces the new figure after each change.
 */
export function RepaymentResult({ display, loan, rateShown, lenderName, submit }: Props) {
  const frequency = REPAYMENT_FREQUENCIES[loan.frequency];
  return (
    <div className="rounded-card bg-brand-primary p-5 text-brand-primary-text sm:p-6">
      <output htmlFor="calc-amount calc-term calc-deposit calc-residual" aria-live="polite" aria-atomic="true" className="block">
        <span className="block text-sm font-semibold">{frequency.name} repayment</span>
        {display.kind === "amount" ? (
          <span className="mt-1 block">
            <span data-testid="repayment" className="heading text-5xl leading-none tabular-nums">
              {formatDollars(display.repayment)}
            </span>
            <span className="ml-1 text-lg font-semibold">/{frequency.label}</span>
          </span>
        ) : (
          <span data-testid="repayment" className="heading mt-1 block text-3xl leading-tight">
            {display.text}
          </span>
        )}
        <span className="mt-4 flex justify-between gap-4 border-t border-current/30 pt-3 text-sm">
          <span>Total repayments</span>
          <span data-testid="total-repayments" className="font-bold tabular-nums">
            {display.kind === "amount" ? money(display.totalRepayments) : ""}
          </span>
        </span>
      </output>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Term</dt>
        <dd className="text-right">{formatYears(loan.termYears)}</dd>
        {rateShown ? (
          <>
            <dt>Interest rate</dt>
            <dd className="text-right">{formatRate(loan.annualInterestRate)}</dd>
          </>
        ) : null}
        <dt>Establishment fee</dt>
        <dd data-testid="establishment-fee" className="text-right tabular-nums">
          {money(loan.establishmentFee)}
        </dd>
        {loan.residual > 0 ? (
          <>
            <dt>Final payment</dt>
            <dd className="text-right tabular-nums">{formatDollars(loan.residual)}</dd>
          </>
        ) : null}
      </dl>
      {lenderName ? <p className="mt-3 text-xs">Lender: {lenderName}</p> : null}
      {submit ? (
        <button type="submit" className="btn mt-4 w-full bg-white text-neutral-900">
          Calculate
        </button>
      ) : null}
    </div>
  );
}
