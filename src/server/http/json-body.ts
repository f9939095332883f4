import { parseJsonBody, type JsonBodyResult } from "@/domain/security/json-body";

/**
 * A route's JSON body, parsed by the one rule every JSON body meets (`parseJsonBody`: valid JSON, nested no
 * deeper than MAX_JSON_DEPTH). Routes read their bodies through this, never `request.json()`, so a hostile
 * body is a 400 that names it rather than a stack overflow further on.
 */
export async function readJsonBody(request: Request): Promise<JsonBodyResult> {
  return parseJsonBody(await request.text());
}
