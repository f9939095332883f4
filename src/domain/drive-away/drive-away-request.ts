import { z } from "zod";
import { carIdSchema } from "@/domain/car/car-id";
import { POSTCODE_FORMAT, POSTCODE_REQUIRED } from "@/domain/delivery/delivery-estimate";

/** `GET /api/drive-away?car_id=&postcode=`: the postcode's messages are the delivery calculator's (spec 000 §5, 001 §5). */
export const driveAwayQuerySchema = z.object({
  postcode: z.string({ error: POSTCODE_REQUIRED }).trim().min(1, { error: POSTCODE_REQUIRED }).regex(/^\d{4}$/, { error: POSTCODE_FORMAT }),
  car_id: carIdSchema,
});

export type DriveAwayQuery = z.infer<typeof driveAwayQuerySchema>;

/** The first problem, naming its parameter (docs/api.md's error shape); the postcode is checked first, as the shopper typed it. */
export function parseDriveAwayQuery(search: URLSearchParams): { ok: true; query: DriveAwayQuery } | { ok: false; parameter: string; message: string } {
  const parsed = driveAwayQuerySchema.safeParse({ postcode: search.get("postcode") ?? undefined, car_id: search.get("car_id") ?? undefined });
  if (parsed.success) return { ok: true, query: parsed.data };
  const order = ["postcode", "car_id"];
  const issue = [...parsed.error.issues].sort((a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])))[0]!;
  return { ok: false, parameter: String(issue.path[0]), message: issue.message };
}
