import { MAX_JSON_DEPTH } from "./json-body";

function setPath(target: Record<string, unknown>, key: string, value: string): void {
  const parts = key.replace(/\]/g, "").split("[");
  const asList = parts.length > 1 && parts[parts.length - 1] === "";
  if (asList) parts.pop();
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const child = node[part];
    node = (node[part] = typeof child === "object" && child !== null && !Array.isArray(child) ? child : {}) as Record<string, unknown>;
  }
  const leaf = parts[parts.length - 1] ?? "";
  const existing = node[leaf];
  if (existing === undefined) node[leaf] = asList ? [value] : value;
  else node[leaf] = [...(Array.isArray(existing) ? existing : [existing]), value];
}

/** A key no form of ours sends: one that would reach the object prototype, or nest deeper than a JSON body may. */
const isIgnoredKey = (key: string) => /(^|\[)(__proto__|constructor|prototype)\]?/.test(key) || key.split("[").length > MAX_JSON_DEPTH;

/**
 * A form post's entries as the plain object a JSON body would be: `a[b]=x` nests, and repeated keys (or `key[]`)
 * become lists. Used by the lead intake on the server and by the lead form in the browser, so both send one shape.
 */
export function formEntriesToObject(entries: Iterable<[string, string]>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of entries) if (!isIgnoredKey(key)) setPath(body, key, value);
  // An unticked checkbox is absent from a form post; opt_in's default (ticked) applies only to JSON.
  if (!("opt_in" in body)) body.opt_in = false;
  return body;
}
