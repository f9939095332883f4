import { paymentCheckoutOrigins } from "@/server/payment-provider/checkout-origins";
import { buildSecurityHeaders, isHttpsRequest, type HeaderMap } from "@/domain/security/security-headers";
import { facebookImageOrigins } from "@/server/content/facebook-settings";
import { mapImageOrigins } from "@/server/locations/map-tiles";

type RequestLike = { url: string; headers: { get(name: string): string | null } };

/** The security headers for an HTML response to this request; pictures may also come from the map tile server and Facebook. */
export function securityHeadersFor(request: RequestLike, nonce: string, isDev: boolean): HeaderMap {
  const https = isHttpsRequest({ protocol: new URL(request.url).protocol, forwardedProto: request.headers.get("x-forwarded-proto") });
  return buildSecurityHeaders({ nonce, https, isDev, imageOrigins: [...mapImageOrigins(), ...facebookImageOrigins()], formActionOrigins: paymentCheckoutOrigins() });
}
