/**
 * What a price change names as its feed (decision 046) for an import of `location`, a file or an http(s) URL: a
 * file by its name, a URL without its credentials, query or fragment (where feed tokens travel).
 */
export function feedSourceName(location: string): string {
  if (/^https?:\/\//i.test(location)) {
    try {
      const url = new URL(location);
      return `${url.origin}${url.pathname}`;
    } catch {
      return "feed URL";
    }
  }
  return location.split(/[\\/]/).filter(Boolean).at(-1) ?? location;
}

/** The source of a feed pushed to `PUT /api/dealer/stock`. */
export const PUSH_API_SOURCE = "push API";
/** The source a workspace edit records, beside its staff member. */
export const WORKSPACE_SOURCE = "workspace";
