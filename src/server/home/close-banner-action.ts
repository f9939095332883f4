"use server";

import { cookies } from "next/headers";
import { actionTextFields } from "@/server/http/action-request";
import { withActionSite } from "@/server/http/with-action-site";
import { BANNER_ID, CLOSED_BANNER_MAX_AGE_S, closedBannerCookie } from "./closed-banners";

/**
 * Remembers in the shopper's browser that they closed a banner; the page is rendered again without it.
 * Shaped for `useActionState`, whose permalink gives the form a real `action` for the post without JavaScript.
 */
export async function closeBannerAction(_previous: null, formData: FormData): Promise<null> {
  const id = Object.fromEntries(actionTextFields(formData)).banner;
  if (typeof id !== "string" || !BANNER_ID.test(id)) return null;
  return withActionSite("Closing a banner", null, async () => {
    (await cookies()).set(closedBannerCookie(id), "1", { maxAge: CLOSED_BANNER_MAX_AGE_S, path: "/", sameSite: "lax", httpOnly: true });
    return null;
  });
}
