import type { Database } from "@/db/client";
import { describePriceDisplay } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";
import type { DriveAwayView } from "@/domain/drive-away/drive-away-view";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { loadDriveAwayPanel } from "@/server/drive-away/drive-away-panel";
import { renderVehicleBrochure, type BrochureInput } from "@/server/pdf/vehicle-brochure";
import { vehiclePhotoJpeg } from "@/server/media/vehicle-photo-bytes";
import { loadVehiclePageModel } from "./vehicle-page-model";

function hexToRgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 };
}

/** The drive-away estimate's lines as the brochure prints them. */
function brochureEstimate(view: DriveAwayView): NonNullable<BrochureInput["driveAway"]> {
  const amount = (line: DriveAwayView["lines"][number]) => (line.included ? "Included" : line.amount === null ? "Not available" : formatDollars(line.amount));
  return {
    heading: `Drive-away estimate for postcode ${view.postcode} (${view.state})`,
    lines: [{ label: "Advertised price", value: formatDollars(view.price) }, ...view.lines.map((line) => ({ label: line.label, value: amount(line) }))],
    total: `Estimated drive-away price${view.complete ? "" : " (at least)"}: ${formatDollars(view.total)}`,
    note: view.disclaimer,
  };
}

/** The brochure PDF of a site's car (with the drive-away estimate for a postcode), or null for a car the site does not have. */
export async function vehicleBrochurePdf(db: Database, site: Site, slug: string, baseUrl: string, postcode?: string): Promise<Uint8Array | null> {
  const model = await loadVehiclePageModel(db, site, slug);
  if (!model) return null;
  const { car } = model;
  const driveAway = model.inStock && postcode ? (await loadDriveAwayPanel(db, site, car.id, postcode, new Date()))?.view : null;
  const photoUrl = model.extras.media.images[0]?.url ?? car.primaryImageUrl;
  const photo = photoUrl ? await vehiclePhotoJpeg(photoUrl, 960) : null;
  return renderVehicleBrochure({
    siteName: site.name,
    carName: car.name,
    subtitle: model.subtitle,
    priceLine: model.inStock ? describePriceDisplay(model.price) : "SOLD",
    priceNote: model.inStock ? car.priceType : null,
    driveAway: driveAway ? brochureEstimate(driveAway) : null,
    facts: [...model.keyInformation, ...(model.regoExpiry ? [{ label: "Registration", value: model.regoExpiry }] : [])],
    features: car.features,
    comments: model.commentsText,
    contact: model.phone ? `Call ${model.phone.display}` : null,
    pageUrl: `${baseUrl}/cars/${car.slug}`,
    photo: photo ? { bytes: photo, type: "jpeg" } : null,
    accent: hexToRgb(site.config.theme.primary),
  });
}
