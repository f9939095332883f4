/**
 * The server-action posts Next.js answers 500 for (issue 30), told apart before any action runs. Next.js takes
 * a POST for a server action when it names one in `Next-Action` (a script's call) or is a multipart form (a
 * no-JavaScript form's post), and then, before decoding anything, compares the `Origin` header's host with
 * `X-Forwarded-Host` (its first value) or else `Host`: a mismatch or an `Origin` it cannot parse is thrown as
 * a 500. These rules refuse the same requests, named: 403 for another origin, 400 for an unreadable one or an
 * action id of the wrong form.
 */

export type ServerActionHeaders = {
  method: string;
  pathname: string;
  contentType: string | null;
  actionId: string | null;
  origin: string | null;
  host: string | null;
  forwardedHost: string | null;
};

/** What is wrong with a server-action post: another origin (403) or a header that cannot be read (400). */
export type ServerActionProblem = { kind: "forbidden" | "header"; parameter: string; message: string };

/** Next.js's action ids: 42 hexadecimal characters (its own check is the length alone, answered 400). */
const ACTION_ID = /^[0-9a-f]{42}$/;

/**
 * A POST Next.js may run as a server action (its `getServerActionRequestMetadata`, with its case-sensitive
 * content-type test). API routes are route handlers, which run no actions and read their own bodies.
 */
export function isPossibleServerAction(request: Pick<ServerActionHeaders, "method" | "pathname" | "contentType" | "actionId">): boolean {
  if (request.method !== "POST" || request.pathname.startsWith("/api/")) return false;
  return request.actionId !== null || (request.contentType?.startsWith("multipart/form-data") ?? false);
}

/** The host Next.js compares an action's origin with: the first `X-Forwarded-Host`, else `Host`. */
function comparedHost(request: Pick<ServerActionHeaders, "host" | "forwardedHost">): string | null {
  return request.forwardedHost?.split(",")[0]?.trim() || request.host || null;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The problem with a server-action post's headers, or null when Next.js may run it (or it is no action). */
export function serverActionProblem(request: ServerActionHeaders): ServerActionProblem | null {
  if (!isPossibleServerAction(request)) return null;
  if (request.actionId !== null && !ACTION_ID.test(request.actionId)) {
    return { kind: "header", parameter: "Next-Action", message: "is not a server action id" };
  }
  // A request without Origin is no browser's cross-site post (browsers send it on every POST); Next.js lets it through.
  if (request.origin === null) return null;
  if (request.origin === "null") return { kind: "forbidden", parameter: "Origin", message: "Server actions are only taken from the site's own pages." };
  const host = originHost(request.origin);
  if (host === null) return { kind: "header", parameter: "Origin", message: "is not a web origin" };
  return host === comparedHost(request) ? null : { kind: "forbidden", parameter: "Origin", message: "Server actions are only taken from the site's own pages." };
}
