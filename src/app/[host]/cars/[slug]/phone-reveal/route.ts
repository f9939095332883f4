import { z } from "zod";
import { findSiteCarBySlug } from "@/db/queries/cars";
import { recordPhoneReveal } from "@/db/queries/vehicle-events";
import { decodeRouteParam } from "@/domain/security/request-target";
import { ApiError, badRequest, invalidInput } from "@/server/http/api-error";
import { readJsonBody } from "@/server/http/json-body";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** Spec 000 §7 "Phone reveal (path not shown) | {car_id, dealership_id, website_id}". */
const phoneRevealSchema = z.object({
  car_id: z.number().int().positive(),
  dealership_id: z.number().int().positive(),
  website_id: z.number().int().positive(),
});

const unknownCar = () => new ApiError("not_found", "Unknown car");

/** Records that a shopper revealed the dealer's number on this car's page; 201 when recorded. */
export const POST = withSite<{ host: string; slug: string }>(async ({ request, params, site, db }) => {
  const slug = decodeRouteParam(params.slug);
  if (slug === null) throw unknownCar();
  const json = await readJsonBody(request);
  if (!json.ok) throw badRequest("body", json.message);
  const body = phoneRevealSchema.safeParse(json.value);
  if (!body.success) throw invalidInput(body.error.issues, "");

  const car = await findSiteCarBySlug(db, site, slug);
  if (!car) throw unknownCar();
  const mismatch = body.data.car_id !== car.id ? "car_id" : body.data.dealership_id !== car.dealershipId ? "dealership_id" : body.data.website_id !== site.id ? "website_id" : null;
  if (mismatch) throw new ApiError("unprocessable", "does not match this car's page", { parameter: mismatch });

  await recordPhoneReveal(db, { carId: car.id, dealershipId: car.dealershipId, siteId: site.id });
  return Response.json({ recorded: true }, { status: 201 });
}, { name: "Phone reveal", unavailable: "Phone reveals are unavailable, please try again" });
