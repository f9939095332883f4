/** A sold car's listed and sold moments. */
export type SoldCar = { listedAt: Date; soldAt: Date };

/** Fewer sold cars than this say too little to compare a car with. */
export const MINIMUM_SOLD_CARS = 5;

export type MedianDaysToSell = { median: number; soldCars: number } | { median: null; soldCars: number };

const DAY_MS = 86_400_000;

/** Whole days from listed to sold; a car sold before it was listed (a feed's bad date) counts as sold on the day. */
export const daysToSell = (car: SoldCar): number => Math.max(0, Math.floor((car.soldAt.getTime() - car.listedAt.getTime()) / DAY_MS));

/**
 * The median of the sold cars' days to sell (the mean of the middle two for an even count, to the day), or none
 * from fewer than MINIMUM_SOLD_CARS: a median of two cars is not a figure anyone should price by.
 */
export function medianDaysToSell(sold: readonly SoldCar[]): MedianDaysToSell {
  if (sold.length < MINIMUM_SOLD_CARS) return { median: null, soldCars: sold.length };
  const days = sold.map(daysToSell).sort((a, b) => a - b);
  const middle = Math.floor(days.length / 2);
  const median = days.length % 2 === 1 ? days[middle]! : Math.round((days[middle - 1]! + days[middle]!) / 2);
  return { median, soldCars: sold.length };
}

/** "23 days (from 14 sold cars)", or why there is no figure. */
export function medianDaysText(figure: MedianDaysToSell): string {
  if (figure.median === null) return "Not enough sold cars to compare";
  return `${figure.median === 1 ? "1 day" : `${figure.median} days`} (from ${figure.soldCars} sold cars)`;
}

/** How long the car has been listed: to today, or to its sale once sold. */
export function daysOnSale(car: { listedAt: Date; soldAt: Date | null }, now: Date): number {
  return daysToSell({ listedAt: car.listedAt, soldAt: car.soldAt ?? now });
}
