import { sharedRasterCache } from "./shared-raster-cache";
import { parseVehicleImagePath, renderVehicleImageSvg } from "@/demo/vehicle-art/vehicle-image";

/** One of our vehicle photos as JPEG bytes at a width (for documents such as the PDF brochure); null for other addresses. */
export async function vehiclePhotoJpeg(url: string, width: number): Promise<Uint8Array | null> {
  const match = /^\/media\/vehicles\/(.+)$/.exec(url.split("?")[0] ?? "");
  const spec = match ? parseVehicleImagePath(match[1]!.split("/")) : null;
  if (!spec) return null;
  const key = `${spec.body}/${spec.colour}/${spec.angle}/${spec.seed}`;
  return new Uint8Array(await sharedRasterCache().get(key, { width, format: "jpeg", quality: 75 }, () => renderVehicleImageSvg(spec)));
}
