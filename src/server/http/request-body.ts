import { parseJsonBody } from "@/domain/security/json-body";
import { controlCharacterField } from "@/domain/security/request-target";
import { formEntriesToObject } from "@/domain/security/form-entries";

/**
 * Reads a request body, JSON or a form post (urlencoded or multipart), into a plain object for the
 * schema (the lead intake, the watchlist). Form posts read as `formEntriesToObject` reads them; a JSON body meets
 * `parseJsonBody`'s rules (valid, nested at most MAX_JSON_DEPTH deep).
 */
export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; message: string; parameter?: string };

const MAX_BODY_BYTES = 64 * 1024;

/** PostgreSQL stores no NUL in text or JSON: a field holding a control character is refused by name before any query. */
export const CONTROL_CHARACTER_MESSAGE = "Remove the control characters from this field.";

export async function readRequestBody(request: Request): Promise<BodyResult> {
  const result = await parseRequestBody(request);
  const field = result.ok ? controlCharacterField(result.body) : null;
  return field === null ? result : { ok: false, parameter: field, message: CONTROL_CHARACTER_MESSAGE };
}

async function parseRequestBody(request: Request): Promise<BodyResult> {
  const rawType = request.headers.get("content-type") ?? "";
  const type = rawType.toLowerCase();
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, message: "The form is too large." };
  if (type.includes("application/json") || type === "") {
    const parsed = parseJsonBody(text);
    if (!parsed.ok) return { ok: false, message: parsed.message };
    const value = parsed.value;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, message: "The body must be a JSON object." };
    return { ok: true, body: value as Record<string, unknown> };
  }
  if (type.includes("application/x-www-form-urlencoded")) return { ok: true, body: formEntriesToObject(new URLSearchParams(text)) };
  if (type.includes("multipart/form-data")) {
    try {
      const form = await new Response(text, { headers: { "content-type": rawType } }).formData();
      const entries = [...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string");
      return { ok: true, body: formEntriesToObject(entries) };
    } catch {
      return { ok: false, message: "The form could not be read." };
    }
  }
  return { ok: false, message: "Send the lead as JSON or as a form post." };
}
