import ipaddr from "ipaddr.js";

/**
 * Which addresses the server may fetch a dealer's URL from (issue 30, docs/decisions/006): public
 * unicast only. ipaddr.js names the special ranges (loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast, documentation, benchmarking, site-local, 6to4, Teredo…); an IPv6
 * address that carries an IPv4 one (IPv4-mapped, RFC 6145, well-known NAT64) is judged by the IPv4
 * address it carries.
 */

/** IPv4-compatible IPv6, ::a.b.c.d (RFC 4291 deprecated it): ipaddr.js calls it unicast, and no public server is on it. */
const IPV4_COMPATIBLE: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse("::"), 96];
/** The well-known NAT64 prefix (RFC 6052), whose last 32 bits are the IPv4 address; ipaddr.js files the local-use one (RFC 8215) with it. */
const WELL_KNOWN_NAT64: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse("64:ff9b::"), 96];

const RANGE_NAMES: Record<string, string> = {
  unspecified: "an unspecified address", broadcast: "the broadcast address", multicast: "a multicast address", linkLocal: "a link-local address",
  loopback: "a loopback address", carrierGradeNat: "a carrier-grade NAT address", private: "a private address", reserved: "a reserved address",
  uniqueLocal: "a unique-local address", benchmarking: "a benchmarking address", "6to4": "a 6to4 tunnel address", teredo: "a Teredo tunnel address",
  deprecatedSiteLocal: "a retired site-local address", rfc6052: "a local-use NAT64 address", discard: "a discard-only address",
};

/** The IPv4 address an IPv6 one carries in its last 32 bits, for the forms that translate to IPv4 (IPv4-mapped, RFC 6145, well-known NAT64). */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  const carries = range === "ipv4Mapped" || range === "rfc6145" || (range === "rfc6052" && address.match(WELL_KNOWN_NAT64));
  return carries ? new ipaddr.IPv4(address.toByteArray().slice(-4)) : null;
}

/**
 * Why the server must not fetch from this IP address ("127.0.0.1 is a loopback address"), or null for
 * a public one. Input is an address as DNS or a URL parser gives it (IPv6 with or without brackets);
 * anything that is not an IP address is refused.
 */
export function nonPublicAddressReason(ip: string): string | null {
  const text = ip.startsWith("[") && ip.endsWith("]") ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(text)) return `${ip} is not an IP address`;
  let address = ipaddr.parse(text);
  if (address.kind() === "ipv6") {
    const v6 = address as ipaddr.IPv6;
    if (v6.zoneId !== undefined) return `${ip} is a scoped (zone) address`;
    address = carriedIPv4(v6) ?? v6;
  }
  const range = address.range();
  if (range !== "unicast") return `${ip} is ${RANGE_NAMES[range] ?? `a special-purpose address (${range})`}`;
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return `${ip} is a retired IPv4-compatible address`;
  return null;
}

export const isPublicAddress = (ip: string) => nonPublicAddressReason(ip) === null;

/** Host names that name this machine or a private network, never a public server (RFC 6761, 6762, 8375; ICANN's .internal). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa|localdomain|lan|intranet)$/;

export type PublicUrlRules = {
  allowHttp: boolean;
  /** Why an address may not be fetched from, or null (default `nonPublicAddressReason`; tests that serve photos on loopback widen it). */
  refuseAddress?: (ip: string) => string | null;
};

/** A URL the server may fetch from, as far as its text tells: the host is a name to resolve, or an address already judged public. */
export type PublicUrl = { url: URL; host: string; literalAddress: boolean };
export type PublicUrlCheck = { ok: true; value: PublicUrl } | { ok: false; reason: string };

/**
 * Whether the server may fetch `text` before any name is resolved: `https:` (and `http:` when the rules
 * allow it), no user name or password, and a host that is a public IP address in whatever form it is
 * written (a URL parser reads decimal, hex and octal IPv4 and IPv4-mapped IPv6 as the address they
 * are) or a name with a dot that is not for local use. A name must still resolve only to public
 * addresses when it is fetched (`nonPublicAddressReason`).
 */
export function checkPublicUrl(text: string, rules: PublicUrlRules): PublicUrlCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: "is not an absolute address" };
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && rules.allowHttp)) {
    return { ok: false, reason: rules.allowHttp ? "must be an http or https address" : "must be an https address" };
  }
  if (url.username !== "" || url.password !== "") return { ok: false, reason: "must not carry a user name or password" };
  const host = url.hostname.replace(/\.$/, "");
  const bare = host.startsWith("[") ? host.slice(1, -1) : host;
  if (ipaddr.isValid(bare)) {
    const reason = (rules.refuseAddress ?? nonPublicAddressReason)(bare);
    return reason ? { ok: false, reason: `must be on a public address: ${reason}` } : { ok: true, value: { url, host: bare, literalAddress: true } };
  }
  if (LOCAL_NAME.test(host)) return { ok: false, reason: `must be on a public host: ${host} is a name for local use` };
  if (!host.includes(".")) return { ok: false, reason: `must be on a public host: ${host} is a local name` };
  return { ok: true, value: { url, host, literalAddress: false } };
}
