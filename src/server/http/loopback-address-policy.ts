/** An outbound address policy for tests (not used by the app): the fake dealer servers they start listen on 127.0.0.1. */
import { nonPublicAddressReason } from "@/domain/security/public-address";
import type { OutboundAddressPolicy } from "@/server/http/outbound-address-policy";

/**
 * Production's rules, but plain http and the one loopback address 127.0.0.1 are allowed; names resolve
 * through `names` (host → addresses) and nowhere else, so a test never asks a real resolver.
 */
export function loopbackAddressPolicy(names: Record<string, string[]> = {}): OutboundAddressPolicy {
  return {
    allowHttp: true,
    refuseAddress: (ip) => (ip === "127.0.0.1" ? null : nonPublicAddressReason(ip)),
    resolve: async (host) => {
      const addresses = names[host];
      if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
      return addresses;
    },
  };
}
