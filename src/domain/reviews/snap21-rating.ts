import { z } from "zod";
import type { ReviewAggregate } from "./review";

export const ORG_ID_REQUIRED = "orgId is required";
export const ORG_ID_FORMAT = "orgId must be a dealership's id, a whole number";

/** `GET /api/reviews/snap21?orgId={id}` (spec 001 §7): the organisation is one of the site's dealerships, by id. */
const orgIdSchema = z
  .string({ error: ORG_ID_REQUIRED })
  .trim()
  .min(1, { error: ORG_ID_REQUIRED })
  .regex(/^[1-9]\d{0,9}$/, { error: ORG_ID_FORMAT })
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, { error: ORG_ID_FORMAT });

export function parseSnap21OrgId(search: URLSearchParams): { ok: true; orgId: number } | { ok: false; message: string } {
  const parsed = orgIdSchema.safeParse(search.get("orgId") ?? undefined);
  return parsed.success ? { ok: true, orgId: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

/** What the rating widget reads (spec 001 §7: "Reads rating and stars"). */
export type Snap21Rating = { orgId: number; rating: string | null; stars: number; count: number };

/** The stars the widget fills: the average to the nearest half star, none without reviews. */
export function snap21Rating(orgId: number, aggregate: ReviewAggregate): Snap21Rating {
  const stars = aggregate.averageRating === null ? 0 : Math.round(Number(aggregate.averageRating) * 2) / 2;
  return { orgId, rating: aggregate.averageRating, stars, count: aggregate.count };
}
