import { describe, expect, it } from "vitest";
import type { CarSummary } from "@/domain/car/car";
import type { Site } from "@/domain/site/site";
import { CAR_SUMMARY_MAX_AGE_MS, CarSummaries } from "./car-summaries";

const site = (id: number) => ({ id }) as Site;

/** A database of one site's cars at a stock version, counting the ids each read asked for. */
function stock(owned: number[]) {
  const state = { version: "v1", price: 30_990, reads: [] as number[][] };
  const read = async (_site: Site, ids: number[]) => {
    state.reads.push(ids);
    return ids.filter((id) => owned.includes(id)).map((id) => ({ id, price: state.price }) as CarSummary);
  };
  return { state, summaries: new CarSummaries(read, async () => state.version, 100) };
}

const prices = (cars: CarSummary[]) => cars.map((car) => [car.id, car.price]).sort((a, b) => a[0]! - b[0]!);

describe("CarSummaries", () => {
  it("reads only the cars it does not hold at the site's stock version", async () => {
    const { state, summaries } = stock([1, 2, 3]);
    await summaries.byIds(site(1), [1, 2]);
    expect(prices(await summaries.byIds(site(1), [2, 3]))).toEqual([[2, 30_990], [3, 30_990]]);
    expect(state.reads).toEqual([[1, 2], [3]]);
  });

  it("reads every car again once the stock version moves (a price change)", async () => {
    const { state, summaries } = stock([1, 2]);
    await summaries.byIds(site(1), [1, 2]);
    state.version = "v2";
    state.price = 29_990;
    expect(prices(await summaries.byIds(site(1), [1, 2]))).toEqual([[1, 29_990], [2, 29_990]]);
    expect(state.reads).toEqual([[1, 2], [1, 2]]);
  });

  it("reads a car again once it was read CAR_SUMMARY_MAX_AGE_MS ago, the version unmoved (its views and dealership move no version)", async () => {
    const reads: number[][] = [];
    let now = 1_000_000;
    const summaries = new CarSummaries(async (_site, ids) => (reads.push(ids), ids.map((id) => ({ id }) as CarSummary)), async () => "v1", 10, () => now);
    await summaries.byIds(site(1), [1]);
    now += CAR_SUMMARY_MAX_AGE_MS - 1;
    await summaries.byIds(site(1), [1]);
    now += 1;
    await summaries.byIds(site(1), [1]);
    expect(reads).toEqual([[1], [1]]);
  });

  it("keeps each site's cars apart, and leaves out cars the site does not own", async () => {
    const { state, summaries } = stock([1]);
    expect(prices(await summaries.byIds(site(1), [1, 9]))).toEqual([[1, 30_990]]);
    await summaries.byIds(site(2), [1]);
    expect(state.reads).toEqual([[1, 9], [1]]);
  });

  it("holds at most its bound of cars, dropping the least recently shown", async () => {
    const reads: number[][] = [];
    const summaries = new CarSummaries(async (_site, ids) => (reads.push(ids), ids.map((id) => ({ id }) as CarSummary)), async () => "v1", 2);
    await summaries.byIds(site(1), [1, 2]);
    await summaries.byIds(site(1), [1]);
    await summaries.byIds(site(1), [3]);
    await summaries.byIds(site(1), [1, 2]);
    expect(reads).toEqual([[1, 2], [3], [2]]);
  });
});
