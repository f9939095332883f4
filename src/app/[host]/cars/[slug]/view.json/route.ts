import { randomUUID } from "node:crypto";
import { z } from "zod";
import { findSiteCarBySlug } from "@/db/queries/cars";
import { recordCarView } from "@/db/queries/vehicle-events";
import { findVehiclePageExtras } from "@/db/queries/vehicle-page";
import { decodeRouteParam } from "@/domain/security/request-target";
import { isHttpsRequest } from "@/domain/security/security-headers";
import { viewDay } from "@/domain/vehicle/view-count";
import { ApiError, badRequest, invalidInput } from "@/server/http/api-error";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

const VISITOR_COOKIE = "fc_visitor";
const visitorIdSchema = z.uuid();
const querySchema = z.object({
  photos_count: z.coerce.number().int().min(0).max(1000).optional(),
  updated_at: z.string().max(40).optional(),
  website_id: z.coerce.number().int().positive().optional(),
  /** `search` when the page before this one was the site's search (the car's figures, decision 052). */
  from: z.literal("search").optional(),
});

const unknownCar = () => new ApiError("not_found", "Unknown car");

/**
 * Spec 000 §7 `GET /cars/{slug}/view.json?photos_count&updated_at&website_id` (and our `from=search`): counts this visitor's view
 * (at most once a day, by a random id in an HttpOnly cookie) and answers {views, car_fields}.
 * `car_fields` carries what may have changed since the page was rendered, so a stale page can tell.
 */
export const GET = withSite<{ host: string; slug: string }>(async ({ request, params, site, db }) => {
  const slug = decodeRouteParam(params.slug);
  if (slug === null) throw unknownCar();
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw invalidInput(query.error.issues, "");
  if (query.data.website_id !== undefined && query.data.website_id !== site.id) throw badRequest("website_id", "is not this site");

  const car = await findSiteCarBySlug(db, site, slug);
  const extras = car ? await findVehiclePageExtras(db, site, car.id) : null;
  if (!car || !extras) throw unknownCar();

  const existing = visitorIdSchema.safeParse(request.cookies.get(VISITOR_COOKIE)?.value);
  const visitorId = existing.success ? existing.data : randomUUID();
  const pageViews = await recordCarView(db, car.id, visitorId, viewDay(new Date()), query.data.from === "search");
  const photosCount = extras.media.images.length;
  const updatedAt = extras.updatedAt.toISOString();

  const response = Response.json(
    {
      // car.views already holds the page views counted before this request (extras.pageViews).
      views: car.views - extras.pageViews + pageViews,
      car_fields: {
        status: car.status,
        price: car.price,
        photos_count: photosCount,
        updated_at: updatedAt,
        changed: (query.data.photos_count !== undefined && query.data.photos_count !== photosCount) || (query.data.updated_at !== undefined && query.data.updated_at !== updatedAt),
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
  if (!existing.success) {
    const https = isHttpsRequest({ protocol: request.nextUrl.protocol, forwardedProto: request.headers.get("x-forwarded-proto") });
    response.headers.append("Set-Cookie", `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`);
  }
  return response;
}, { name: "Car view count", unavailable: "View counts are unavailable, please try again" });
