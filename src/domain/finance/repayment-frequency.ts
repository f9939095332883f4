/** Spec 000 §9: "Frequencies: Weekly 52 (default), Fortnightly 26, Monthly 12; labels wk, fn, mo, yr." */
export const REPAYMENT_FREQUENCIES = {
  weekly: { name: "Weekly", periodsPerYear: 52, label: "wk" },
  fortnightly: { name: "Fortnightly", periodsPerYear: 26, label: "fn" },
  monthly: { name: "Monthly", periodsPerYear: 12, label: "mo" },
} as const;

export type RepaymentFrequency = keyof typeof REPAYMENT_FREQUENCIES;

export const DEFAULT_REPAYMENT_FREQUENCY: RepaymentFrequency = "weekly";
