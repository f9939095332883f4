import { isIP } from "node:net";
import type { RowProblem, StockFeedRow } from "@/domain/stock/stock-feed-row";
import { refusedResolution, type OutboundAddressPolicy } from "@/server/http/outbound-address-policy";

/** Names resolved an import: a feed names few photo hosts; one naming thousands is checked when each photo is fetched. */
const MAX_LOOKUPS = 200;
/** A name the resolver cannot answer in this time is left to the fetch-time check. */
const LOOKUP_TIMEOUT_MS = 2_000;

type PhotoUrl = { field: string; url: string };

/** The row's absolute photo URLs, by field (`images.0`…): the ones the media route will fetch. */
function photoUrls(row: StockFeedRow): PhotoUrl[] {
  const urls: PhotoUrl[] = [];
  const add = (name: string, list: readonly string[]) => list.forEach((url, i) => url.startsWith("/") || urls.push({ field: `${name}.${i}`, url }));
  add("images", row.images);
  add("interior_images", row.interior_images);
  add("spin_images", row.spin_images);
  if (row.spin_interior_image && !row.spin_interior_image.startsWith("/")) urls.push({ field: "spin_interior_image", url: row.spin_interior_image });
  return urls;
}

/** The host name to resolve, or null for an IP address (judged with the URL's form). */
function hostName(url: string): string | null {
  const host = new URL(url).hostname.replace(/\.$/, "");
  return isIP(host.replace(/^\[|\]$/g, "")) ? null : host;
}

/**
 * The import's check of photo hosts (issue 30): each host name a feed's photos use is resolved once,
 * and a photo on a name that resolves to an address the policy refuses is a row problem. A name that
 * does not resolve now is not refused (the resolver may be down; the fetch checks it again, as it
 * checks every name, since DNS can change after the import).
 */
export class PhotoHostCheck {
  private readonly verdicts = new Map<string, string | null>();
  private lookups = 0;

  constructor(private readonly policy: OutboundAddressPolicy) {}

  /** The row's photo problems; a promise only when a host it names has not been resolved yet. */
  problems(row: StockFeedRow): RowProblem[] | Promise<RowProblem[]> {
    const urls = photoUrls(row).map((photo) => ({ ...photo, host: hostName(photo.url) }));
    const unknown = [...new Set(urls.flatMap(({ host }) => (host !== null && !this.verdicts.has(host) ? [host] : [])))];
    if (unknown.length === 0) return this.problemsOf(urls);
    return Promise.all(unknown.map((host) => this.resolve(host))).then(() => this.problemsOf(urls));
  }

  private problemsOf(urls: readonly (PhotoUrl & { host: string | null })[]): RowProblem[] {
    const problems: RowProblem[] = [];
    for (const { field, host } of urls) {
      const refused = host === null ? null : this.verdicts.get(host);
      if (refused) problems.push({ field, message: `must be on a public address: ${refused}` });
    }
    return problems;
  }

  private async resolve(host: string): Promise<void> {
    if (this.lookups >= MAX_LOOKUPS) return void this.verdicts.set(host, null);
    this.lookups++;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), LOOKUP_TIMEOUT_MS)));
    const addresses = await Promise.race([this.policy.resolve(host).catch(() => null), timeout]).finally(() => clearTimeout(timer));
    this.verdicts.set(host, addresses === null || addresses.length === 0 ? null : refusedResolution(this.policy, host, addresses));
  }
}
