import { describe, expect, it } from "vitest";
import { holdAfterHandEdit, priceAfterFeed, type HandSetPrice } from "./hand-set-price";

const SET_AT = new Date("2026-12-02T01:00:00Z");
const hold = (price: number, feedPrice: number): HandSetPrice => ({ price, feedPrice, setAt: SET_AT, staffId: 7 });

describe("priceAfterFeed: a hand price wins over the feed until the feed's own price changes (decision 046)", () => {
  it.each([
    { case: "no hand price: the feed's price applies", held: null, feed: 32_990, price: 32_990, holds: false },
    { case: "the feed still sends the price it sent when the hand price was set", held: hold(31_990, 34_990), feed: 34_990, price: 31_990, holds: true },
    { case: "the feed drops its price: the dealer repriced at the source", held: hold(31_990, 34_990), feed: 33_990, price: 33_990, holds: false },
    { case: "the feed raises its price", held: hold(31_990, 34_990), feed: 35_990, price: 35_990, holds: false },
    { case: "the feed now agrees with the hand price", held: hold(31_990, 34_990), feed: 31_990, price: 31_990, holds: false },
    { case: "the feed goes to 'Enquire for price' (0)", held: hold(31_990, 34_990), feed: 0, price: 0, holds: false },
    { case: "a hand price against a feed's 'Enquire for price'", held: hold(29_990, 0), feed: 0, price: 29_990, holds: true },
  ])("$case", ({ held, feed, price, holds }) => {
    const outcome = priceAfterFeed(held, feed);
    expect(outcome.price).toBe(price);
    expect(outcome.hold).toEqual(holds ? held : null);
  });
});

describe("holdAfterHandEdit: what a staff member's price stands against", () => {
  it.each([
    { case: "first hand price: against the price the car had", previous: null, before: 34_990, price: 32_990, feedPrice: 34_990 as number | null },
    { case: "a second hand price keeps the first one's feed price", previous: hold(32_990, 34_990), before: 32_990, price: 31_990, feedPrice: 34_990 },
    { case: "set back to the feed's price: no hand price", previous: hold(32_990, 34_990), before: 32_990, price: 34_990, feedPrice: null },
  ])("$case", ({ previous, before, price, feedPrice }) => {
    const at = new Date("2026-12-03T02:00:00Z");
    expect(holdAfterHandEdit(previous, before, price, at, 9)).toEqual(feedPrice === null ? null : { price, feedPrice, setAt: at, staffId: 9 });
  });
});
