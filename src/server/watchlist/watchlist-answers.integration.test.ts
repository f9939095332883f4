import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { answerFavouritesMerge, answerSavedCarIds, answerWatchlistChange } from "./watchlist-answers";
import { createWatchlistFixture, type WatchlistFixture } from "../../../tests/fixtures/watchlist-fixture";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
const origin = { siteOrigin: "http://alpha.localhost:3000" };

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
});
afterAll(() => destroyTestDatabase(handle));

const change = (action: "save-car" | "remove-car", body: unknown, shopper: WatchlistFixture["shoppers"]["alpha"] | null = fx.shoppers.alpha) =>
  answerWatchlistChange(handle.db, fx.alpha, shopper, action, body, origin);

describe("the watchlist API's answers (spec 000 §7: a success flag; §8: the message the browser alerts)", () => {
  it("answers each case with its status, the flag and the field to blame", async () => {
    const carId = await fx.addCar(fx.dealers.alpha, "api-car");
    const sold = await fx.addCar(fx.dealers.alpha, "api-sold", { status: "sold", soldAt: new Date() });
    const cases: [string, Promise<{ status: number; body: unknown }>, number, unknown][] = [
      ["signed out", change("save-car", { car_id: carId }, null), 401, { success: false, error: { message: "Please sign in to use your watchlist." } }],
      ["no car_id", change("save-car", {}), 400, { success: false, error: { parameter: "car_id", message: "must be a car id (a whole number)" } }],
      ["not an object", change("save-car", "car"), 400, { success: false, error: { parameter: "body", message: expect.any(String) } }],
      ["another phone", change("save-car", { car_id: carId, phone_number: "0400 000 000" }), 403, { success: false, error: { parameter: "phone_number", message: "This phone number is not the one you signed in with." } }],
      ["unknown car", change("save-car", { car_id: 987_654 }), 404, { success: false, error: { parameter: "car_id", message: "This car is not available on this site." } }],
      ["sold car", change("save-car", { car_id: sold }), 422, { success: false, error: { parameter: "car_id", message: "This car has been sold, so it cannot be saved to your watchlist." } }],
    ];
    for (const [label, answer, status, body] of cases) expect(await answer, label).toMatchObject({ status, body });
    expect(await change("save-car", { car_id: String(carId), phone_number: "0491 570 156" })).toEqual({ status: 200, body: { success: true, car_id: carId, car_name: "2020 Mazda CX-5 api-car" }, headers: { "Cache-Control": "no-store" } });
    expect((await answerSavedCarIds(handle.db, fx.alpha, fx.shoppers.alpha)).body).toEqual({ car_ids: [carId] });
    expect((await change("remove-car", { car_id: carId })).body).toEqual({ success: true, car_id: carId, car_name: "2020 Mazda CX-5 api-car" });
    expect((await answerSavedCarIds(handle.db, fx.alpha, null)).status).toBe(401);
  });

  it("merges favourites, saying which were skipped and why", async () => {
    const keep = await fx.addCar(fx.dealers.alpha, "api-keep");
    const sold = await fx.addCar(fx.dealers.alpha, "api-fav-sold", { status: "sold", soldAt: new Date() });
    const answer = await answerFavouritesMerge(handle.db, fx.alpha, fx.shoppers.alphaOther, { car_ids: [keep, sold] }, origin);
    expect(answer).toMatchObject({ status: 200, body: { success: true, saved: [keep], skipped: [{ car_id: sold, reason: "sold", message: "This car has been sold, so it cannot be saved to your watchlist." }] } });
    expect((await answerFavouritesMerge(handle.db, fx.alpha, fx.shoppers.alphaOther, { car_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, origin)).status).toBe(400);
    expect((await answerFavouritesMerge(handle.db, fx.alpha, null, { car_ids: [keep] }, origin)).status).toBe(401);
  });
});
