import type { SpinPrize } from "./spin-campaign";

/** A uniform integer in [0, max): node:crypto's `randomInt` in production, a fixed sequence in tests. */
export type RandomBelow = (max: number) => number;

/**
 * The prize a spin wins, each with chance weight / total weight. One uniform draw over the summed weights,
 * walked through the prizes in their configured order, so the odds are exactly the weights' ratios.
 */
export function drawPrize<P extends Pick<SpinPrize, "weight">>(prizes: readonly P[], randomBelow: RandomBelow): P {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error("A prize draw needs at least one prize with a positive weight");
  let ticket = randomBelow(total);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total) throw new Error(`The random source gave ${ticket}, outside [0, ${total})`);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error("unreachable: the ticket is below the total weight");
}
