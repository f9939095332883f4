import { parseVehicleImagePath, renderVehicleImageSvg } from "@/server/media/vehicle-image";

/** Demo stock photos, drawn on request from the URL alone; see `vehicleImagePath` for the URL shape. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const spec = parseVehicleImagePath((await params).path);
  if (!spec) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(renderVehicleImageSvg(spec), {
    headers: {
      "Content-Type": "image/svg+xml",
      // The same URL always draws the same image.
      "Cache-Control": "public, max-age=31536000, immutable",
      // Opened directly, an SVG is a document: forbid scripts and anything fetched.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
