import { buildSiteIconSvg } from "@/domain/seo/site-icon";
import { textAnswers } from "@/server/http/handle-api-error";
import { withRequest } from "@/server/http/with-request";

/** The workspace's favicon (the layout links it; without one a browser asks for /favicon.ico, which is no page). */
export const GET = withRequest(async () => {
  const svg = buildSiteIconSvg({ wordmark: "Forecourt", background: "#171717", foreground: "#ffffff" });
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" } });
}, textAnswers("The workspace icon"));
