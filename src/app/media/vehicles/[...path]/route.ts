import { decodeRouteSegments } from "@/domain/security/request-target";
import { parseImageRequest } from "@/domain/media/image-url";
import { textAnswers } from "@/server/http/handle-api-error";
import { withRequest } from "@/server/http/with-request";
import { sharedRasterCache } from "@/server/media/shared-raster-cache";
import { parseVehicleImagePath, renderVehicleImageSvg } from "@/demo/vehicle-art/vehicle-image";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif", png: "image/png", jpeg: "image/jpeg" } as const;

/**
 * Demo stock photos, drawn on request from the URL alone; see `vehicleImagePath` for the URL shape.
 * `?w=&fm=&q=` (written by `imageUrl`) gives the photo as WebP/AVIF/PNG/JPEG at that width, made once
 * and cached on disk; without them, the SVG drawing itself.
 */
export const GET = withRequest<{ path: string[] }>(async ({ request, params }) => {
  const segments = decodeRouteSegments(params.path);
  const spec = segments && parseVehicleImagePath(segments);
  const size = parseImageRequest(request.nextUrl.searchParams);
  if (!spec || !size) return notFound();
  const headers = {
    // The same URL always draws the same image.
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  };
  if (size.format === "svg") {
    return new Response(renderVehicleImageSvg(spec), {
      headers: {
        ...headers,
        "Content-Type": "image/svg+xml",
        // Opened directly, an SVG is a document: forbid scripts and anything fetched.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  }
  const key = `${spec.body}/${spec.colour}/${spec.angle}/${spec.seed}`;
  const image = await sharedRasterCache().get(key, size, () => renderVehicleImageSvg(spec));
  return new Response(new Uint8Array(image), { headers: { ...headers, "Content-Type": CONTENT_TYPES[size.format] } });
}, textAnswers("The photo"));
