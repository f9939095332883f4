import { formatDollars } from "@/domain/pricing/format-dollars";
import type { AustralianState } from "@/domain/delivery/state-bounds";
import type { ChargeSource } from "./charges";
import { DRIVE_AWAY_DISCLAIMER, type DriveAwayBasis, type DriveAwayEstimate } from "./drive-away-estimate";

export type DriveAwayViewLine = {
  kind: "duty" | "registration" | "ctp" | "plates" | "delivery";
  label: string;
  amount: number | null;
  included: boolean;
  note: string;
  source: ChargeSource | null;
};

/** The estimate as `GET /api/drive-away` answers it and the breakdown shows it: plain data, one list of lines. */
export type DriveAwayView = {
  car_id: number;
  postcode: string;
  state: AustralianState;
  basis: DriveAwayBasis;
  price: number;
  lines: DriveAwayViewLine[];
  total: number;
  complete: boolean;
  disclaimer: string;
};

export function toDriveAwayView(carId: number, estimate: DriveAwayEstimate): DriveAwayView {
  return {
    car_id: carId, postcode: estimate.postcode, state: estimate.state, basis: estimate.basis, price: estimate.price,
    lines: [...estimate.charges, ...(estimate.delivery ? [{ ...estimate.delivery, included: false, source: null }] : [])],
    total: estimate.total, complete: estimate.complete, disclaimer: DRIVE_AWAY_DISCLAIMER,
  };
}

/** The estimate in one paragraph for the dealer (the lead's ADF comments). */
export function describeDriveAway(view: DriveAwayView): string {
  const lines = view.lines.map((line) => `${line.label} ${line.included ? "included" : line.amount === null ? "not available" : formatDollars(line.amount)}`);
  return `Drive-away estimate viewed for postcode ${view.postcode} (${view.state}): price ${formatDollars(view.price)}, ${lines.join(", ")}; estimated total ${view.complete ? "" : "at least "}${formatDollars(view.total)}.`;
}
