/** What "one message per car per day" counts: the shopper, the watched car, the day on the site's clock, and the arrived car an `arrived` alert names. */
export type AlertKey = { userId: number; watchedCarId: number; day: string; similarCarId: number | null };

const dayKey = (a: AlertKey) => `${a.userId}:${a.watchedCarId}:${a.day}`;
const arrivalKey = (a: AlertKey) => (a.similarCarId === null ? null : `${a.userId}:${a.similarCarId}`);

/**
 * Issue 14: "At most one message per car per day" across every kind, and a car that arrived is told to a shopper
 * once however many of their cars it is like. Keeps, in order, the first candidate for each shopper, watched car
 * and day and for each shopper and arrived car, leaving out those already sent.
 */
export function firstAlertsOfTheDay<T extends AlertKey>(candidates: readonly T[], sent: readonly AlertKey[]): T[] {
  const taken = new Set<string>();
  const take = (a: AlertKey) => [dayKey(a), arrivalKey(a)].forEach((key) => key && taken.add(key));
  sent.forEach(take);
  return candidates.filter((candidate) => {
    const arrival = arrivalKey(candidate);
    if (taken.has(dayKey(candidate)) || (arrival && taken.has(arrival))) return false;
    take(candidate);
    return true;
  });
}
