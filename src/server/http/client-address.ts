import { BlockList, isIP } from "node:net";
import type { AddressRange } from "@/config/env";
import { processSingleton } from "@/config/process-singletons";

type HeaderSource = { get(name: string): string | null };

/** The proxies whose X-Forwarded-For is believed (`TRUSTED_PROXIES`): addresses and CIDR blocks. */
export type TrustedProxies = { has(address: string): boolean };

export function trustedProxies(ranges: readonly AddressRange[]): TrustedProxies {
  const list = new BlockList();
  for (const { address, prefix, family } of ranges) list.addSubnet(address, prefix, family);
  return { has: (address) => list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4") };
}

export const NO_TRUSTED_PROXIES: TrustedProxies = trustedProxies([]);

/**
 * One address as a rate limit keys it, or null when it is none: an IPv4 address given as IPv6 (`::ffff:192.0.2.1`,
 * how a dual-stack server reports IPv4 peers) is the IPv4 address, an IPv6 zone (`%eth0`) is dropped, and a port
 * (`192.0.2.1:5678`, `[2001:db8::1]:443`) is left out.
 */
export function normaliseAddress(value: string | undefined): string | null {
  let address = (value ?? "").trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%[\w.-]+$/, "").toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) ? address : null;
}

/**
 * Who sent a request (issue 30 §4): the socket's peer, unless the peer is a trusted proxy; then X-Forwarded-For is
 * read from its end (the hop that proxy saw) back towards the client, past every trusted proxy, and the first
 * address that is not one is the client. A hop that is no address ends the walk at the proxy that reported it.
 * From an untrusted peer the header is ignored whole, so rotating it changes nothing.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string | null {
  let client = normaliseAddress(peer);
  if (!client || !trusted.has(client)) return client;
  const hops = (forwardedFor ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = normaliseAddress(hops[i]);
    if (!hop) return client;
    client = hop;
    if (!trusted.has(hop)) return hop;
  }
  return client;
}

/** The header the guard marks each request it saw with, carrying this process's secret (`guardForwardedFor`). */
export const GUARD_MARK_HEADER = "x-forecourt-client-checked";
const guardState = processSingleton<{ mark?: string }>("http.forwarded-for-guard-mark", () => ({}));

/** Set by the guard while it runs: shared through globalThis, since the instrumentation and the routes are bundled apart. */
export function setGuardMark(mark: string | undefined): void {
  guardState.mark = mark;
}

/**
 * The client address of the current request, for the per-address limits (sign-in codes, the lead and review spam
 * flags). The server resolved it from the socket when the request arrived (`guardForwardedFor`) and left it as the
 * request's only X-Forwarded-For. While a guard runs, a request it did not mark (one that arrived as the server
 * started, before the guard) has no address we believe; with none (a caller that builds headers itself, a test), the
 * last hop is read.
 */
export function clientAddressOf(headers: HeaderSource): string | undefined {
  const mark = guardState.mark;
  if (mark !== undefined && headers.get(GUARD_MARK_HEADER) !== mark) return undefined;
  const hops = (headers.get("x-forwarded-for") ?? "").split(",");
  return normaliseAddress(hops.at(-1)) ?? undefined;
}
