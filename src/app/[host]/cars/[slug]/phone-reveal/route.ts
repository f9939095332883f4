import type { NextRequest } from "next/server";
import { z } from "zod";
import { getDatabase } from "@/db/connection";
import { findSiteCarBySlug } from "@/db/queries/cars";
import { recordPhoneReveal } from "@/db/queries/vehicle-events";
import { decodeRouteParam } from "@/domain/security/request-target";
import { readJsonBody } from "@/server/http/json-body";
import { findSite } from "@/server/tenancy/require-site";

export const dynamic = "force-dynamic";

/** Spec 000 §7 "Phone reveal (path not shown) | {car_id, dealership_id, website_id}". */
const phoneRevealSchema = z.object({
  car_id: z.number().int().positive(),
  dealership_id: z.number().int().positive(),
  website_id: z.number().int().positive(),
});

type Params = { params: Promise<{ host: string; slug: string }> };

/** Records that a shopper revealed the dealer's number on this car's page; 201 when recorded. */
export async function POST(request: NextRequest, { params }: Params) {
  const { slug: rawSlug } = await params;
  const site = await findSite(params);
  if (!site) return Response.json({ error: { message: "Unknown site" } }, { status: 404 });
  const slug = decodeRouteParam(rawSlug);
  if (slug === null) return Response.json({ error: { message: "Unknown car" } }, { status: 404 });
  const json = await readJsonBody(request);
  if (!json.ok) return Response.json({ error: { parameter: "body", message: json.message } }, { status: 400 });
  const body = phoneRevealSchema.safeParse(json.value);
  if (!body.success) return Response.json({ error: { parameter: String(body.error.issues[0]!.path[0] ?? ""), message: body.error.issues[0]!.message } }, { status: 400 });

  const { db } = await getDatabase();
  const car = await findSiteCarBySlug(db, site, slug);
  if (!car) return Response.json({ error: { message: "Unknown car" } }, { status: 404 });
  const mismatch = body.data.car_id !== car.id ? "car_id" : body.data.dealership_id !== car.dealershipId ? "dealership_id" : body.data.website_id !== site.id ? "website_id" : null;
  if (mismatch) return Response.json({ error: { parameter: mismatch, message: "does not match this car's page" } }, { status: 422 });

  await recordPhoneReveal(db, { carId: car.id, dealershipId: car.dealershipId, siteId: site.id });
  return Response.json({ recorded: true }, { status: 201 });
}
