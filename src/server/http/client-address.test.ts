import { describe, expect, it } from "vitest";
import { clientAddress, clientAddressOf, normaliseAddress, NO_TRUSTED_PROXIES, trustedProxies } from "./client-address";

const fleet = trustedProxies([
  { address: "127.0.0.1", prefix: 32, family: "ipv4" },
  { address: "10.0.0.0", prefix: 8, family: "ipv4" },
  { address: "fd00::", prefix: 8, family: "ipv6" },
]);

describe("clientAddress — X-Forwarded-For only from a trusted proxy, else the socket's peer (issue 30 §4)", () => {
  it.each<[string, string | undefined, string | undefined, typeof fleet, string | null]>([
    ["reached directly, no header", "203.0.113.7", undefined, NO_TRUSTED_PROXIES, "203.0.113.7"],
    ["reached directly with a spoofed header", "203.0.113.7", "198.51.100.1", NO_TRUSTED_PROXIES, "203.0.113.7"],
    ["reached directly with a spoofed chain", "203.0.113.7", "198.51.100.1, 198.51.100.2", NO_TRUSTED_PROXIES, "203.0.113.7"],
    ["from loopback when no proxy is trusted", "127.0.0.1", "198.51.100.1", NO_TRUSTED_PROXIES, "127.0.0.1"],
    ["an untrusted peer that names a trusted proxy", "203.0.113.7", "10.0.0.5", fleet, "203.0.113.7"],
    ["through a trusted proxy", "127.0.0.1", "198.51.100.1", fleet, "198.51.100.1"],
    ["through a trusted proxy that kept the client's own header", "127.0.0.1", "192.0.2.99, 198.51.100.1", fleet, "198.51.100.1"],
    ["through two trusted proxies", "10.0.0.2", "198.51.100.1, 10.0.0.9", fleet, "198.51.100.1"],
    ["through a trusted proxy, only trusted hops", "127.0.0.1", "10.0.0.9", fleet, "10.0.0.9"],
    ["a trusted proxy that sent no header", "127.0.0.1", undefined, fleet, "127.0.0.1"],
    ["a trusted proxy reporting garbage", "127.0.0.1", "not-an-address", fleet, "127.0.0.1"],
    ["garbage further back stops at the proxy that reported it", "127.0.0.1", "::ffff:%00, 10.0.0.9", fleet, "10.0.0.9"],
    ["an IPv4 peer as a dual-stack server reports it", "::ffff:127.0.0.1", "198.51.100.1", fleet, "198.51.100.1"],
    ["an IPv6 proxy in a trusted block", "fd12::1", "2001:db8::7", fleet, "2001:db8::7"],
    ["an IPv6 peer not trusted", "2001:db8::9", "198.51.100.1", fleet, "2001:db8::9"],
    ["a hop with a port", "127.0.0.1", "198.51.100.1:5678", fleet, "198.51.100.1"],
    ["a bracketed IPv6 hop with a port", "127.0.0.1", "[2001:db8::7]:443", fleet, "2001:db8::7"],
    ["no peer at all", undefined, "198.51.100.1", fleet, null],
  ])("%s", (_label, peer, forwardedFor, trusted, expected) => {
    expect(clientAddress(peer, forwardedFor, trusted)).toBe(expected);
  });

  it("gives a client that rotates its header from one socket address one address", () => {
    const seen = new Set(Array.from({ length: 50 }, (_, i) => clientAddress("203.0.113.7", `198.51.100.${i}`, fleet)));
    expect([...seen]).toEqual(["203.0.113.7"]);
  });
});

describe("normaliseAddress", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    [" 192.0.2.1 ", "192.0.2.1"],
    ["::FFFF:192.0.2.1", "192.0.2.1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["192.0.2.1:80", "192.0.2.1"],
    ["[::1]:3000", "::1"],
    ["", null],
    ["unknown", null],
    ["192.0.2.256", null],
    ["::ffff:%00", null],
  ])("%j → %j", (value, expected) => {
    expect(normaliseAddress(value)).toBe(expected);
  });
});

describe("clientAddressOf — the address the server resolved, as routes read it", () => {
  it.each<[Record<string, string>, string | undefined]>([
    [{ "x-forwarded-for": "198.51.100.1" }, "198.51.100.1"],
    [{ "x-forwarded-for": "192.0.2.9, 198.51.100.1" }, "198.51.100.1"],
    [{ "x-forwarded-for": "::ffff:%00, 1.2.3.4" }, "1.2.3.4"],
    [{ "x-forwarded-for": "1.2.3.4, ::ffff:%00" }, undefined],
    [{ "x-real-ip": "198.51.100.1" }, undefined],
    [{}, undefined],
  ])("%j → %j", (headers, expected) => {
    expect(clientAddressOf(new Headers(headers))).toBe(expected);
  });
});
