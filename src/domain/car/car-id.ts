import { z } from "zod";

/** The one message for a car id that does not read (docs/api.md). */
export const CAR_ID_MESSAGE = "must be a car id (a whole number)";

/** Car ids are PostgreSQL `integer`s. */
const MAX_CAR_ID = 2_147_483_647;

/** A car id as a query parameter sends it: digits with no leading zero, up to the largest id, read as a number. */
export const carIdSchema = z
  .string({ error: CAR_ID_MESSAGE })
  .trim()
  .regex(/^[1-9]\d{0,9}$/, { error: CAR_ID_MESSAGE })
  .transform(Number)
  .refine((id) => id <= MAX_CAR_ID, { error: CAR_ID_MESSAGE });

/** A car id in a JSON body, where a client may send it as a number or as a string of one. */
export const jsonCarIdSchema = z.coerce
  .number({ error: CAR_ID_MESSAGE })
  .int({ error: CAR_ID_MESSAGE })
  .positive({ error: CAR_ID_MESSAGE })
  .max(MAX_CAR_ID, { error: CAR_ID_MESSAGE });
