import { lookup } from "node:dns/promises";
import { loadEnv } from "@/config/env";
import { nonPublicAddressReason, type PublicUrlRules } from "@/domain/security/public-address";

/**
 * Where the server may fetch a dealer's photo from (issue 30, docs/decisions/006): the URL rules
 * (`https:`, and `http:` with PHOTO_FETCH_ALLOW_HTTP), the addresses it refuses, and how a host name is
 * resolved. The app only ever uses `photoAddressPolicy()`; tests that serve real photos from a loopback
 * fake hand the importer and the fetcher a policy of their own.
 */
export type PhotoAddressPolicy = Required<PublicUrlRules> & {
  /** Every address the name resolves to (an empty list, or a rejection, when it resolves to none). */
  resolve: (host: string) => Promise<string[]>;
};

async function systemResolve(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
}

/** Production's policy: public addresses only, names resolved by the system's resolver. */
export function photoAddressPolicy(): PhotoAddressPolicy {
  return { allowHttp: loadEnv().PHOTO_FETCH_ALLOW_HTTP === "true", refuseAddress: nonPublicAddressReason, resolve: systemResolve };
}

/** Why the server may not fetch from a host whose name resolved to these addresses ("… resolves to 10.0.0.5, a private address"), or null. */
export function refusedResolution(policy: PhotoAddressPolicy, host: string, addresses: readonly string[]): string | null {
  if (addresses.length === 0) return `${host} resolves to no address`;
  for (const address of addresses) {
    const reason = policy.refuseAddress(address);
    if (reason) return `${host} resolves to ${reason.replace(" is ", ", ")}`;
  }
  return null;
}
