import { getDatabase } from "@/db/connection";
import { decodeRouteParam } from "@/domain/security/request-target";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { vehicleBrochurePdf } from "@/server/vehicle/vehicle-brochure-data";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ host: string; slug: string }> };

const unknownCar = () => new Response("Unknown car", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The vehicle's PDF brochure, saved as {slug}.pdf (spec 000 §4); `?postcode=` adds the drive-away estimate. */
export async function GET(request: Request, { params }: Params) {
  const { slug: rawSlug } = await params;
  const site = await findSite(params);
  if (!site) return new Response("Unknown site", { status: 404 });
  const slug = decodeRouteParam(rawSlug);
  if (slug === null) return unknownCar();
  try {
    const { db } = await getDatabase();
    const postcode = new URL(request.url).searchParams.get("postcode") ?? undefined;
    const pdf = await vehicleBrochurePdf(db, site, slug, siteBaseUrl(site), postcode);
    if (!pdf) return unknownCar();
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${slug.replace(/[^a-z0-9-]/gi, "")}.pdf"`,
        "Cache-Control": "private, max-age=300",
      },
    });
  } catch (error) {
    logFailure("Brochure failed", error, { slug });
    return new Response("The brochure could not be made", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
