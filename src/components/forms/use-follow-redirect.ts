"use client";

import { useEffect } from "react";

/** Follows the path a server action handed back (see redirectAfterAction) with a full page load, so every part of the page sees the new sign-in. */
export function useFollowRedirect(path: string | undefined): void {
  useEffect(() => {
    if (path) window.location.assign(path);
  }, [path]);
}
