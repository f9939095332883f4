/**
 * The one way a request's JSON body is parsed (issue 30). `JSON.parse` itself copes with deep nesting, but
 * everything that walks the value afterwards recursively (the control-character check, zod, `JSON.stringify`
 * for the request hash and the JSONB column) overflows the stack at a few thousand levels and answered 500.
 * So the nesting is measured on the text first, without recursion, and a body deeper than any form or API
 * body we take is refused by name.
 */

/** Deeper than any body the app reads (a lead's `lead_attributes.linked_query_params` is 3 levels). */
export const MAX_JSON_DEPTH = 32;

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; message: string };

export const JSON_TOO_DEEP_MESSAGE = `The body nests deeper than ${MAX_JSON_DEPTH} levels.`;
export const JSON_INVALID_MESSAGE = "The body is not valid JSON.";

/** The deepest nesting of arrays and objects in JSON text, counted outside strings; stops counting past `limit`. */
export function jsonNestingDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** Parses a JSON body no deeper than MAX_JSON_DEPTH, or says why it cannot be read. */
export function parseJsonBody(text: string): JsonBodyResult {
  if (jsonNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return { ok: false, message: JSON_TOO_DEEP_MESSAGE };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: JSON_INVALID_MESSAGE };
  }
}
