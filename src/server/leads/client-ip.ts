/**
 * The address a request came from, for the per-IP rate limit: the last X-Forwarded-For hop, which is
 * the one our own proxy (or Next.js itself, when there is none) recorded; earlier hops are client-supplied.
 */
export function clientIpOf(headers: Headers): string | undefined {
  const hops = (headers.get("x-forwarded-for") ?? "").split(",").map((h) => h.trim()).filter(Boolean);
  return hops.at(-1) ?? headers.get("x-real-ip")?.trim() ?? undefined;
}
