import { parseJsonBody } from "./json-body";

/**
 * Whether a server action's arguments can be read (issue 30: a script's call with a body React cannot decode
 * answered 500, before any action ran). React sends them as JSON parts: the body itself (a text body) or a
 * multipart form's field `0`, with further parts named by number; a string beginning with `$` is a tag, and
 * some tags name another part (`$@1`, `$2`, `$3:key`). A no-JavaScript form's bound action is sent the same way
 * in fields `$ACTION_1:0`, `$ACTION_1:1`…, its part 0 saying `{ id, bound }`.
 *
 * Refused: a part that is not JSON (or nests past MAX_JSON_DEPTH), a reference to a part or key the body does
 * not hold, arguments that are not a list (of at most Next.js's 1,000), and tags no action of ours takes (server
 * references, blobs, streams, typed arrays, Maps, Sets, temporary references). Taken: plain JSON values and the
 * tags our pages' calls use (escaped `$$…`, `$u`ndefined, numbers `$I` `$N` `$-0` `$-Infinity`, `$D`ates,
 * `$n` BigInts, `$K` form data, `$@` promises and plain references).
 */

/** Part `id` of the body as text, or undefined when the body holds no such text part. */
export type ReplyParts = (id: number) => string | undefined;

/** The argument list of a script's call, or a form's bound-action descriptor. */
export type ReplyRoot = "arguments" | "bound-action";

/** Next.js refuses to apply more arguments than this (`SERVER_ACTION_ARGS_LIMIT`), with a 500. */
export const MAX_ACTION_ARGUMENTS = 1000;
const INLINE_TAGS = new Set(["$", "u", "I", "N", "-", "D", "K"]);
const BIGINT = /^-?\d{1,300}$/;
/** A reference's part id (hexadecimal, as React writes it) and the keys into that part. */
const REFERENCE = /^([0-9a-f]+)((?::[^:]*)*)$/;

type Reference = { part: number; keys: string[] };

/** What a tagged string needs: nothing, a part, or it is refused (a problem text). */
function readTag(value: string): Reference | null | string {
  const tag = value[1];
  if (tag === undefined) return "holds a bare '$' (React escapes it as '$$')";
  if (INLINE_TAGS.has(tag)) return null;
  if (tag === "n") return BIGINT.test(value.slice(2)) ? null : "holds a BigInt ($n) that is not a number of at most 300 digits";
  const reference = tag === "@" ? REFERENCE.exec(value.slice(2)) : REFERENCE.exec(value.slice(1));
  if (!reference || (tag === "@" && reference[2])) return `holds a tag (${value.slice(0, 3)}) no action of this site takes`;
  return { part: parseInt(reference[1]!, 16), keys: reference[2] ? reference[2].slice(1).split(":") : [] };
}

function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") found.push(value);
  else if (typeof value === "object" && value !== null) for (const child of Object.values(value)) stringsIn(child, found);
  return found;
}

function resolves(value: unknown, keys: readonly string[]): boolean {
  let node = value;
  for (const key of keys) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

function rootProblem(root: ReplyRoot, value: unknown, parts: Map<number, unknown>): string | null {
  if (root === "arguments") {
    if (!Array.isArray(value)) return "the arguments are not a list";
    return value.length > MAX_ACTION_ARGUMENTS ? `holds more than ${MAX_ACTION_ARGUMENTS} arguments` : null;
  }
  const descriptor = value as { id?: unknown; bound?: unknown } | null;
  if (typeof descriptor !== "object" || descriptor === null || typeof descriptor.id !== "string") return "the form's action is not { id, bound }";
  if (descriptor.bound === null) return null;
  const bound = typeof descriptor.bound === "string" && descriptor.bound.startsWith("$@") ? readTag(descriptor.bound) : null;
  if (typeof bound !== "object" || bound === null) return "the form's bound arguments are not a part of the body";
  return rootProblem("arguments", parts.get(bound.part), parts);
}

/** Why the arguments in `parts` cannot be read, or null when React will decode them. */
export function serverActionReplyProblem(parts: ReplyParts, root: ReplyRoot): string | null {
  const read = new Map<number, unknown>();
  const references: Reference[] = [];
  const pending = [0];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (read.has(id)) continue;
    const text = parts(id);
    if (text === undefined) return `refers to a part (${id}) the body does not hold`;
    const json = parseJsonBody(text);
    if (!json.ok) return `part ${id}: ${json.message}`;
    read.set(id, json.value);
    for (const value of stringsIn(json.value)) {
      if (!value.startsWith("$")) continue;
      const tag = readTag(value);
      if (typeof tag === "string") return tag;
      if (tag) {
        references.push(tag);
        pending.push(tag.part);
      }
    }
  }
  if (references.some((reference) => !resolves(read.get(reference.part), reference.keys))) return "refers to a key its part does not hold";
  return rootProblem(root, read.get(0), read);
}
