/**
 * The rules every request address passes before any route runs (issue 19): a path segment or query
 * parameter that is not valid percent-encoded UTF-8, holds a control character (NUL above all, which
 * PostgreSQL refuses) or is too long names nothing we serve. The proxy applies them to every request;
 * routes read their dynamic parameters through `decodeRouteParam`, so a value that reaches a route some
 * other way (a server action's argument) meets the same rules.
 */

/** Longer than any slug, stock number or file name we make; scanners send far longer. */
export const MAX_PATH_SEGMENT_LENGTH = 200;
/** One query parameter (name and value, as sent): room for tracking tags, none for a pasted document. */
export const MAX_QUERY_PARAMETER_LENGTH = 2000;

/** What is wrong with an address: the path (404) or a named query parameter (400); or its method (405). */
export type RequestTargetProblem = { kind: "path"; message: string } | { kind: "query"; parameter: string; message: string } | { kind: "method"; parameter: "method"; message: string };

/**
 * The methods some route of the app answers: pages take GET, HEAD and POST (server actions), route handlers also
 * PUT and OPTIONS. Methods are case-sensitive (RFC 9110 §9.1). Any other (TRACE answered 500, issue 30) names
 * nothing we serve: 405, with this list in `Allow`.
 */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "OPTIONS"] as const;

export function methodProblem(method: string): RequestTargetProblem | null {
  if ((SERVED_METHODS as readonly string[]).includes(method)) return null;
  return { kind: "method", parameter: "method", message: `The method is not one this site answers (${SERVED_METHODS.join(", ")}).` };
}

/** C0 controls (NUL included), DEL and C1 controls. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, less tab, line feed and carriage return, which a text field may carry. */
const CONTROL_CHARACTER_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

function strictDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * A dynamic route parameter as routes may use it, or null when it names nothing: undecodable, with a
 * control character, or longer than MAX_PATH_SEGMENT_LENGTH. Next.js hands page components their
 * parameters percent-encoded but route handlers and generateMetadata theirs decoded, so `raw` may be
 * either: a value holding an escape is decoded once, and a literal `%` that starts none is kept.
 */
export function decodeRouteParam(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const value = /%[0-9a-f]{2}/i.test(raw) ? strictDecode(raw) : raw;
  if (value === null || value.length > MAX_PATH_SEGMENT_LENGTH || CONTROL_CHARACTER.test(value)) return null;
  return value;
}

/** A catch-all parameter (`[...path]`, `[[...segments]]`; absent is none), or null when any segment names nothing. */
export function decodeRouteSegments(raw: unknown): string[] | null {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return null;
  const segments = raw.map(decodeRouteParam);
  return segments.every((segment) => segment !== null) ? (segments as string[]) : null;
}

/** The problem with a percent-encoded path (as it arrived, `/cars/%E0%A4%A`), or null when every segment reads. */
export function pathProblem(rawPath: string): RequestTargetProblem | null {
  for (const segment of rawPath.split("/")) {
    const decoded = strictDecode(segment);
    if (decoded === null) return { kind: "path", message: "The address is not valid percent-encoded UTF-8." };
    if (CONTROL_CHARACTER.test(decoded)) return { kind: "path", message: "The address contains a control character." };
    if (decoded.length > MAX_PATH_SEGMENT_LENGTH) return { kind: "path", message: `A part of the address is longer than ${MAX_PATH_SEGMENT_LENGTH} characters.` };
  }
  return null;
}

/** A parameter name safe to repeat in an answer: at most 100 characters of what was sent. */
const shownName = (raw: string) => (strictDecode(raw.replace(/\+/g, " ")) ?? raw).replace(CONTROL_CHARACTER, "").slice(0, 100);

/** The first bad parameter of a raw query string (`?a=1&b=%ZZ`, with or without its `?`), or null. */
export function queryProblem(rawQuery: string): RequestTargetProblem | null {
  const query = rawQuery.startsWith("?") ? rawQuery.slice(1) : rawQuery;
  if (query === "") return null;
  for (const pair of query.split("&")) {
    const [rawName = "", ...rest] = pair.split("=");
    const parameter = shownName(rawName);
    if (pair.length > MAX_QUERY_PARAMETER_LENGTH) return { kind: "query", parameter, message: `must be at most ${MAX_QUERY_PARAMETER_LENGTH} characters` };
    for (const part of [rawName, rest.join("=")]) {
      const decoded = strictDecode(part.replace(/\+/g, " "));
      if (decoded === null) return { kind: "query", parameter, message: "is not valid percent-encoded UTF-8" };
      if (CONTROL_CHARACTER_IN_TEXT.test(decoded)) return { kind: "query", parameter, message: "must not contain control characters" };
    }
  }
  return null;
}

/**
 * The path (`message.0.text`) of the first string in a parsed body, or object key, that holds a control
 * character other than tab and line breaks; null when there is none. PostgreSQL stores no NUL in text or
 * JSON, so such a body is answered 400 naming the field instead of failing in the database.
 */
export function controlCharacterField(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === "string") return CONTROL_CHARACTER_IN_TEXT.test(value) ? path.join(".") || "body" : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL_CHARACTER_IN_TEXT.test(key)) return [...path, shownName(key)].join(".");
    const found = controlCharacterField(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
