import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { cars, siteDealerships, users, watchAlertSubscriptions, watchEvents, watchlistEntries } from "../schema";
import type { CarLikeness } from "@/domain/watchlist/similar-arrival";
import type { WatchEvent } from "@/domain/watchlist/watch-alerts";

/**
 * A shopper to tell: how to reach them (`email` only once they confirmed it), where their links go, and the watched
 * car the day's rule counts against.
 */
export type AlertRecipient = { siteId: number; userId: number; phone: string; email: string | null; savedOn: string | null; watchedCarId: number };

/** An alert to send: the car it names (the watched car, or the one that arrived) and what happened. */
export type AlertCandidate = AlertRecipient & { car: { name: string; slug: string }; event: WatchEvent; similarCarId: number | null };

/** A car that arrived and one shopper watching a car of its make and model on a site of the arrived car's dealership. */
export type ArrivalCandidate = AlertRecipient & { arrivedCarId: number; watched: CarLikeness & { name: string } };

const recipientColumns = {
  siteId: watchlistEntries.siteId, userId: users.id, phone: users.phone, email: sql<string | null>`case when ${users.emailConfirmedAt} is not null then ${users.email} end`,
  savedOn: watchlistEntries.siteOrigin, watchedCarId: watchlistEntries.carId,
};
const alertsOn = isNull(watchAlertSubscriptions.stoppedAt);

/** Every shopper watching the claimed price drops' and sales' cars whose alerts are not stopped, oldest change first. */
export async function listChangeCandidates(tx: Database, eventIds: readonly number[]): Promise<AlertCandidate[]> {
  if (eventIds.length === 0) return [];
  const rows = await tx
    .select({ ...recipientColumns, kind: watchEvents.kind, oldPrice: watchEvents.oldPrice, newPrice: watchEvents.newPrice, carName: cars.name, carSlug: cars.slug })
    .from(watchEvents)
    .innerJoin(cars, eq(cars.id, watchEvents.carId))
    .innerJoin(watchlistEntries, eq(watchlistEntries.carId, watchEvents.carId))
    .innerJoin(users, and(eq(users.id, watchlistEntries.userId), eq(users.siteId, watchlistEntries.siteId)))
    .leftJoin(watchAlertSubscriptions, eq(watchAlertSubscriptions.userId, users.id))
    .where(and(inArray(watchEvents.id, [...eventIds]), inArray(watchEvents.kind, ["price_drop", "sold"]), alertsOn))
    .orderBy(asc(watchEvents.id), asc(watchlistEntries.id));
  return rows.map(({ kind, oldPrice, newPrice, carName, carSlug, ...recipient }) => ({
    ...recipient, car: { name: carName, slug: carSlug }, event: { kind: kind as "price_drop" | "sold", oldPrice, newPrice }, similarCarId: null,
  }));
}

const watched = alias(cars, "watched");
const lowered = (column: unknown) => sql<string>`lower(btrim(${column}))`;

/**
 * For the claimed arrivals, every shopper whose alerts are not stopped, on a site showing the arrived car's
 * dealership, watching another car of its make and model, and not watching the arrived car itself; oldest arrival
 * first. A first cut only: the similar-car rule (the body, the price window) and the site's own scope are applied
 * after. Two plain queries paired here: one join of both sides on lowered names left the planner guessing a row
 * where there were hundreds, and it crossed every shopper with every watched car.
 */
export async function listArrivalCandidates(tx: Database, eventIds: readonly number[]): Promise<ArrivalCandidate[]> {
  if (eventIds.length === 0) return [];
  const arrivals = await tx
    .select({ eventId: watchEvents.id, carId: cars.id, make: lowered(cars.make), model: lowered(cars.model), siteId: siteDealerships.siteId })
    .from(watchEvents)
    .innerJoin(cars, eq(cars.id, watchEvents.carId))
    .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, cars.dealershipId))
    .where(and(inArray(watchEvents.id, [...eventIds]), eq(watchEvents.kind, "arrived")))
    .orderBy(asc(watchEvents.id));
  if (arrivals.length === 0) return [];
  const watchers = await tx
    .select({
      recipient: recipientColumns, make: lowered(watched.make), model: lowered(watched.model),
      watched: { id: watched.id, name: watched.name, make: watched.make, model: watched.model, body: watched.body, price: watched.price },
    })
    .from(watchlistEntries)
    .innerJoin(watched, eq(watched.id, watchlistEntries.carId))
    .innerJoin(users, and(eq(users.id, watchlistEntries.userId), eq(users.siteId, watchlistEntries.siteId)))
    .leftJoin(watchAlertSubscriptions, eq(watchAlertSubscriptions.userId, users.id))
    .where(and(
      inArray(watchlistEntries.siteId, [...new Set(arrivals.map((a) => a.siteId))]), alertsOn,
      inArray(lowered(watched.make), [...new Set(arrivals.map((a) => a.make))]), inArray(lowered(watched.model), [...new Set(arrivals.map((a) => a.model))]),
    ))
    .orderBy(asc(watchlistEntries.id));
  const watching = new Set(watchers.map((w) => `${w.recipient.userId}:${w.watched.id}`));
  return arrivals.flatMap((arrival) =>
    watchers
      .filter((w) => w.recipient.siteId === arrival.siteId && w.make === arrival.make && w.model === arrival.model && !watching.has(`${w.recipient.userId}:${arrival.carId}`))
      .map(({ recipient, watched }) => ({ ...recipient, watched, arrivedCarId: arrival.carId })),
  );
}
