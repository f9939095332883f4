import { parseBrandMarkFile, renderBrandMarkSvg } from "@/demo/brand-mark";
import { decodeRouteParam } from "@/domain/security/request-target";
import { textAnswers } from "@/server/http/handle-api-error";
import { withRequest } from "@/server/http/with-request";

/** The demo manufacturers' brand marks (`logo_url` of the seeded manufacturers list). */
export const GET = withRequest<{ file: string }>(({ params }) => {
  const slug = parseBrandMarkFile(decodeRouteParam(params.file) ?? "");
  if (!slug) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(renderBrandMarkSvg(slug), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}, textAnswers("The brand mark"));
