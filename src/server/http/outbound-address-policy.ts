import { lookup } from "node:dns/promises";
import http, { type ClientRequest, type RequestOptions } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { loadEnv } from "@/config/env";
import { checkPublicUrl, nonPublicAddressReason, type PublicUrlRules } from "@/domain/security/public-address";

/**
 * Where the server may send a request to an address a dealer gave (issue 30, docs/decisions/006): a photo's, a
 * lead webhook's. The URL rules (`https:`, and `http:` where allowed), the addresses it refuses, and how a host
 * name is resolved. The app uses `photoAddressPolicy()` and `webhookAddressPolicy()`; tests that serve from a
 * loopback fake hand the importer, the fetcher and the webhook sender `loopbackAddressPolicy()`.
 */
export type OutboundAddressPolicy = Required<PublicUrlRules> & {
  /** Every address the name resolves to (an empty list, or a rejection, when it resolves to none). */
  resolve: (host: string) => Promise<string[]>;
};

async function systemResolve(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
}

/** Production's policy for photos: public addresses only (plain http with PHOTO_FETCH_ALLOW_HTTP), names resolved by the system's resolver. */
export function photoAddressPolicy(): OutboundAddressPolicy {
  return { allowHttp: loadEnv().PHOTO_FETCH_ALLOW_HTTP === "true", refuseAddress: nonPublicAddressReason, resolve: systemResolve };
}

/** Production's policy for lead webhooks: public addresses, https only, since a lead carries the shopper's name and contacts (decision 042). */
export function webhookAddressPolicy(): OutboundAddressPolicy {
  return { allowHttp: false, refuseAddress: nonPublicAddressReason, resolve: systemResolve };
}

/** Why the server may not fetch from a host whose name resolved to these addresses ("… resolves to 10.0.0.5, a private address"), or null. */
export function refusedResolution(policy: OutboundAddressPolicy, host: string, addresses: readonly string[]): string | null {
  if (addresses.length === 0) return `${host} resolves to no address`;
  for (const address of addresses) {
    const reason = policy.refuseAddress(address);
    if (reason) return `${host} resolves to ${reason.replace(" is ", ", ")}`;
  }
  return null;
}

/**
 * A host name resolved by the policy and connected to only when every address it has is allowed: the
 * address checked is the address connected to, so a name cannot resolve to a public address for the
 * check and a private one for the connection. `refusal` makes the error a refused name fails with.
 */
export function checkedLookup(policy: OutboundAddressPolicy, refusal: (message: string) => Error): LookupFunction {
  return (hostname, options, callback) => {
    policy.resolve(hostname).then(
      (addresses) => {
        const refused = refusedResolution(policy, hostname, addresses);
        if (refused) return callback(refusal(`refused: ${refused}`), "", 0);
        const usable = addresses.filter((address) => !options.family || isIP(address) === options.family);
        if (usable.length === 0) return callback(refusal(`${hostname} has no IPv${options.family} address`), "", 0);
        if (options.all) return callback(null, usable.map((address) => ({ address, family: isIP(address) })));
        callback(null, usable[0]!, isIP(usable[0]!));
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, "", 0),
    );
  };
}

/**
 * A request to an address a dealer gave, on a connection of its own: the address's text is checked first
 * (`checkPublicUrl`, thrown as `refusal`), then every address its name resolves to when connecting
 * (`checkedLookup`). The caller listens for the response and errors and ends the request.
 */
export function openCheckedRequest(target: string, policy: OutboundAddressPolicy, refusal: (message: string) => Error, options: RequestOptions): ClientRequest {
  const checked = checkPublicUrl(target, policy);
  if (!checked.ok) throw refusal(`refused: ${target} ${checked.reason}`);
  const { url } = checked.value;
  const client = url.protocol === "https:" ? https : http;
  return client.request(url, { ...options, agent: false, lookup: checkedLookup(policy, refusal) });
}
