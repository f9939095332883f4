import { parseBrandMarkFile, renderBrandMarkSvg } from "@/demo/brand-mark";
import { decodeRouteParam } from "@/domain/security/request-target";

/** The demo manufacturers' brand marks (`logo_url` of the seeded manufacturers list). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const slug = parseBrandMarkFile(decodeRouteParam((await params).file) ?? "");
  if (!slug) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(renderBrandMarkSvg(slug), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
