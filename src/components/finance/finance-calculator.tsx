"use client";

import { useRef, useState } from "react";
import { track } from "@/components/analytics/track";
import { analyticsEvent } from "@/domain/analytics/analytics-events";
import { isOutOfRange, termPosition, termYearsAt, type CalculatorInputs, type NumberInput } from "@/domain/finance/calculator-inputs";
import { calculatorValues, parseTypedDollars, parseTypedNumber, type CalculatorFields } from "@/domain/finance/calculator-values";
import { financeRepayment, repaymentDisplay, type RepaymentInput } from "@/domain/finance/finance-repayment";
import type { RepaymentFrequency } from "@/domain/finance/repayment-frequency";
import { CalculatorField } from "./calculator-field";
import { formatRate, formatYears, moneyText } from "./calculator-format";
import { FrequencyPicker } from "./frequency-picker";
import { RepaymentResult } from "./repayment-result";
import { useHydrated } from "@/components/ui/use-hydrated";

type Props = {
  inputs: CalculatorInputs;
  /** Where unreadable values fall back to (spec 000 §9 defaults). */
  defaults: RepaymentInput;
  /** The loan first shown: the defaults, or what the GET form sent (the page computed it without JavaScript). */
  initial: RepaymentInput;
  /** The GET form's target: the finance page, which computes the same figures on the server. */
  formAction: string;
  /** Extra fields the form carries (car_id). */
  hiddenFields?: Record<string, string>;
  carId?: number;
  lenderName?: string | null;
  /** The disclaimer, rendered on the server (collapsed, show more/less). */
  disclaimer: React.ReactNode;
};

type Texts = Record<"amount" | "deposit" | "residual" | "termYears" | "interestRate", string>;

const textsFor = (input: RepaymentInput): Texts => ({
  amount: moneyText(input.amount),
  deposit: moneyText(input.deposit),
  residual: moneyText(input.residual),
  termYears: String(input.termYears),
  interestRate: String(input.annualInterestRate),
});

const rangeHelp = (input: Pick<NumberInput, "min" | "max">, unit: (n: number) => string) => `Cannot be less than ${unit(input.min)} or more than ${unit(input.max)}`;

/**
 * The finance calculator (spec 000 §4, §5, §9): sliders paired with typed boxes for the amount, term,
 * interest (hidden or disabled per provider), deposit/trade-in and residual; a frequency picker; the
 * repayment and total from `financeRepayment`, the function behind `GET /api/finance/quote`. Without
 * JavaScript it is a GET form the finance page answers; with it the figures follow every change. The
 * first move of a slider or the frequency pushes analytics event 26, once.
 */
export function FinanceCalculator({ inputs, defaults, initial, formAction, hiddenFields = {}, carId, lenderName, disclaimer }: Props) {
  const hydrated = useHydrated();
  const [texts, setTexts] = useState<Texts>(() => textsFor(initial));
  const [frequency, setFrequency] = useState<RepaymentFrequency>(initial.frequency);
  const [clamped, setClamped] = useState<Partial<Record<keyof Texts, boolean>>>({});
  const interacted = useRef(false);

  const fields: CalculatorFields = { ...texts, frequency };
  const loan = calculatorValues(fields, inputs, defaults);
  const display = repaymentDisplay(financeRepayment(loan));

  const noteInteraction = () => {
    if (interacted.current) return;
    interacted.current = true;
    track(analyticsEvent("financeCalculatorInteraction", carId === undefined ? {} : { carId }));
  };
  const setText = (field: keyof Texts, text: string) => {
    setTexts((current) => ({ ...current, [field]: text }));
    setClamped((current) => ({ ...current, [field]: false }));
  };
  // A smaller amount can squeeze the deposit and residual: their boxes then show the values used.
  const reconcile = (next: Texts, except: keyof Texts): Texts => {
    const used = textsFor(calculatorValues({ ...next, frequency }, inputs, defaults));
    const out = { ...next };
    for (const field of ["deposit", "residual"] as const) {
      const typed = parseTypedDollars(next[field]);
      if (field !== except && typed !== null && typed !== parseTypedDollars(used[field])) out[field] = used[field];
    }
    return out;
  };
  const slide = (field: keyof Texts, text: string) => {
    noteInteraction();
    setTexts((current) => reconcile({ ...current, [field]: text }, field));
    setClamped((current) => ({ ...current, [field]: false }));
  };
  // On leaving a box it shows the value used (clamped, with separators); a clamp keeps its help showing.
  const commit = (field: keyof Texts) => {
    const used: Texts = textsFor(loan);
    setClamped((current) => ({ ...current, [field]: typedOutOfRange(field) }));
    setTexts((current) => reconcile({ ...current, [field]: used[field] }, field));
  };

  const typedOutOfRange = (field: keyof Texts): boolean => {
    const text = texts[field];
    if (field === "termYears") {
      const years = parseTypedNumber(text);
      const term = inputs.term.kind === "range" ? inputs.term : { min: inputs.term.years[0]!, max: inputs.term.years.at(-1)! };
      return years !== null && isOutOfRange(years, term);
    }
    const value = field === "interestRate" ? parseTypedNumber(text) : parseTypedDollars(text);
    const input = { amount: inputs.amount, deposit: inputs.deposit, residual: inputs.residual, interestRate: inputs.interest }[field];
    return value !== null && isOutOfRange(value, input);
  };
  const help = (field: keyof Texts, message: string) => (clamped[field] || typedOutOfRange(field) ? message : null);

  const termRange = inputs.term.kind === "range" ? inputs.term : { min: 0, max: inputs.term.years.length - 1, step: 1 };
  const termBounds = inputs.term.kind === "range" ? inputs.term : { min: inputs.term.years[0]!, max: inputs.term.years.at(-1)! };
  const interestShown = inputs.interest.visibility !== "hidden";
  const money = { prefix: "$", inputMode: "numeric" as const, hydrated };

  return (
    <form method="get" action={formAction} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-label="Finance calculator" noValidate>
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid content-start gap-6">
        <FrequencyPicker
          value={frequency}
          onChange={(next) => {
            noteInteraction();
            setFrequency(next);
          }}
        />
        <CalculatorField
          {...money}
          id="calc-amount"
          name="amount"
          label="Loan amount"
          text={texts.amount}
          onText={(text) => setText("amount", text)}
          onCommit={() => commit("amount")}
          help={help("amount", inputs.amount.helpText)}
          slider={{ ...inputs.amount, position: loan.amount, valueText: `$${moneyText(loan.amount)}`, onSlide: (n) => slide("amount", moneyText(n)) }}
        />
        <CalculatorField
          id="calc-term"
          name="termYears"
          label="Loan term"
          suffix="years"
          inputMode="decimal"
          hydrated={hydrated}
          text={texts.termYears}
          onText={(text) => setText("termYears", text)}
          onCommit={() => commit("termYears")}
          help={help("termYears", rangeHelp(termBounds, formatYears))}
          slider={{
            ...termRange,
            position: termPosition(inputs.term, loan.termYears),
            valueText: formatYears(loan.termYears),
            onSlide: (n) => slide("termYears", String(termYearsAt(inputs.term, n))),
          }}
        />
        {interestShown ? (
          <CalculatorField
            id="calc-interest"
            name="interestRate"
            label="Interest rate (p.a.)"
            suffix="%"
            inputMode="decimal"
            hydrated={hydrated}
            disabled={inputs.interest.visibility === "disabled"}
            text={texts.interestRate}
            onText={(text) => setText("interestRate", text)}
            onCommit={() => commit("interestRate")}
            help={help("interestRate", rangeHelp(inputs.interest, (n) => `${n}%`))}
            slider={{ ...inputs.interest, position: loan.annualInterestRate, valueText: formatRate(loan.annualInterestRate), onSlide: (n) => slide("interestRate", String(n)) }}
          />
        ) : null}
        <CalculatorField
          {...money}
          id="calc-deposit"
          name="deposit"
          label="Deposit or trade-in"
          text={texts.deposit}
          onText={(text) => setText("deposit", text)}
          onCommit={() => commit("deposit")}
          help={help("deposit", rangeHelp(inputs.deposit, (n) => moneyText(n)))}
          slider={{ ...inputs.deposit, position: loan.deposit, valueText: `$${moneyText(loan.deposit)}`, onSlide: (n) => slide("deposit", moneyText(n)) }}
        />
        <CalculatorField
          {...money}
          id="calc-residual"
          name="residual"
          label="Residual (balloon)"
          text={texts.residual}
          onText={(text) => setText("residual", text)}
          onCommit={() => commit("residual")}
          help={help("residual", rangeHelp(inputs.residual, (n) => moneyText(n)))}
          slider={{ ...inputs.residual, position: loan.residual, valueText: `$${moneyText(loan.residual)}`, onSlide: (n) => slide("residual", moneyText(n)) }}
        />
      </div>
      <div className="grid content-start gap-4 lg:sticky lg:top-6 lg:self-start">
        <RepaymentResult display={display} loan={loan} rateShown={interestShown} lenderName={lenderName ?? null} submit={!hydrated} />
        {disclaimer}
      </div>
    </form>
  );
}
