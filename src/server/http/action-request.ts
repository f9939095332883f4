import { headers } from "next/headers";
import { normaliseHost } from "@/domain/site/resolve-site-host";
import type { Site } from "@/domain/site/site";
import { siteForHost } from "@/server/tenancy/site-registry";

/**
 * A posted form's text fields in order, repeated keys kept (`Object.fromEntries` them for a flat record).
 * Files are left out, and so are the `$ACTION_…` fields Next.js adds to a server action's form. Anyone can call
 * an action with any arguments (issue 30: a call without its form data answered 500): what is not a form has none.
 */
export function actionTextFields(formData: unknown): [string, string][] {
  if (!(formData instanceof FormData)) return [];
  return [...formData.entries()].filter((e): e is [string, string] => typeof e[1] === "string" && !e[0].startsWith("$"));
}

/** The site a server action's request is for, by its Host header (null for an unknown host). */
export async function siteOfActionRequest(): Promise<Site | null> {
  return siteForHost(normaliseHost((await headers()).get("host") ?? ""));
}
