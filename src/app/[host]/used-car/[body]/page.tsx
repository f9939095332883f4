import { notFound, permanentRedirect } from "next/navigation";
import { decodeRouteParam } from "@/domain/security/request-target";
import { usedCarBodySearchHref } from "@/domain/search/search-route";
import { getSearchEngine } from "@/server/search/search-engine";
import { requireSite } from "@/server/tenancy/require-site";

type Props = { params: Promise<{ host: string; body: string }> };

/** Spec 001 §2 `/used-car/{car_type}/` (a body type): sends the shopper to the search of used cars of that body. */
export default async function UsedCarBodyPage({ params }: Props) {
  const site = await requireSite(params);
  const segment = decodeRouteParam((await params).body);
  const href = segment === null ? null : usedCarBodySearchHref(segment, await (await getSearchEngine()).vocabulary(site));
  if (!href) notFound();
  permanentRedirect(href);
}
