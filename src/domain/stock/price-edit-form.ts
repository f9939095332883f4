import { z } from "zod";
import { formatDollars } from "@/domain/pricing/format-dollars";

/** The dearest price a staff member may type: beyond it, a slip of the keyboard (a digit too many) is likelier than a car. */
export const MAX_HAND_PRICE = 5_000_000;

export const PRICE_EDIT_MESSAGES = {
  price: "Enter the price in whole dollars, like 32990.",
  cents: "Enter whole dollars, without cents.",
  positive: "Enter a price above $0.",
  max: `Enter a price of at most ${formatDollars(MAX_HAND_PRICE)}.`,
  same: "That is the car's price already.",
  car: "Choose a car.",
  stale: "This car's price changed since you opened it: it is now shown below. Nothing was changed; check it and try again.",
} as const;

const wholeDollars = z
  .string({ error: PRICE_EDIT_MESSAGES.price })
  .transform((text) => text.trim().replace(/^\$/, "").replace(/,/g, ""))
  .refine((text) => !/^\d+\.\d*$/.test(text) || /^\d+\.0*$/.test(text), PRICE_EDIT_MESSAGES.cents)
  .transform((text) => text.replace(/\.0*$/, ""))
  .refine((text) => /^\d{1,9}$/.test(text), PRICE_EDIT_MESSAGES.price)
  .transform(Number)
  .refine((price) => price > 0, PRICE_EDIT_MESSAGES.positive)
  .refine((price) => price <= MAX_HAND_PRICE, PRICE_EDIT_MESSAGES.max);

const id = (message: string) => z.string({ error: message }).regex(/^\d{1,9}$/, message).transform(Number).refine((n) => n > 0, message);

/**
 * A staff member's new price for a car (issue 34): the car, the price typed (whole dollars, "$32,990" and "32990"
 * alike), and the price the form was loaded with, which the change must still find (concurrency).
 */
export const priceEditSchema = z.object({
  car_id: id(PRICE_EDIT_MESSAGES.car),
  price: wholeDollars,
  loaded_price: z.string({ error: PRICE_EDIT_MESSAGES.stale }).regex(/^\d{1,9}$/, PRICE_EDIT_MESSAGES.stale).transform(Number),
});

export type PriceEdit = z.output<typeof priceEditSchema>;
