import { decodeRouteParam } from "@/domain/security/request-target";
import { ApiError } from "@/server/http/api-error";
import { withSite } from "@/server/http/with-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { vehicleBrochurePdf } from "@/server/vehicle/vehicle-brochure-data";

export const dynamic = "force-dynamic";

const unknownCar = () => new ApiError("not_found", "Unknown car");

/** The vehicle's PDF brochure, saved as {slug}.pdf (spec 000 §4); `?postcode=` adds the drive-away estimate. */
export const GET = withSite<{ host: string; slug: string }>(async ({ request, params, site, db }) => {
  const slug = decodeRouteParam(params.slug);
  if (slug === null) throw unknownCar();
  const postcode = request.nextUrl.searchParams.get("postcode") ?? undefined;
  const pdf = await vehicleBrochurePdf(db, site, slug, siteBaseUrl(site), postcode);
  if (!pdf) throw unknownCar();
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${slug.replace(/[^a-z0-9-]/gi, "")}.pdf"`,
      "Cache-Control": "private, max-age=300",
    },
  });
}, { name: "Brochure", unavailable: "The brochure could not be made", format: "text" });
