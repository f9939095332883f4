import { headers } from "next/headers";
import { redirect } from "next/navigation";

/**
 * Sends a server action's browser on to `path`. A plain form post (no JavaScript) gets Next.js's 303. An action sent by
 * script (it carries the `Next-Action` header) gets the path back instead, for the form to follow: Next.js would render
 * its redirect through an internal request to the server's own origin, which loses the site's host, so the shopper
 * would see another site's page.
 */
export async function redirectAfterAction(path: string): Promise<string> {
  if ((await headers()).has("next-action")) return path;
  redirect(path);
}
