"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { PersonIcon } from "@/components/ui/icons";
import { signInLink } from "@/domain/accounts/sign-in-link";

type SessionAnswer = { signed_in: boolean; phone: string | null };

/**
 * The header's sign-in link (issue 14). Every page's HTML is shared and may be cached, so the server always renders
 * "Sign in"; in the browser this island asks `GET /api/session` (never cached) after each navigation and shows the
 * signed-in state instead, and points sign-in back at the page the shopper is on.
 */
export function AccountLink({ className }: { className: string }) {
  const pathname = usePathname();
  const [state, setState] = useState<{ session: SessionAnswer | null; here: string }>({ session: null, here: "/" });

  useEffect(() => {
    const controller = new AbortController();
    const settle = (session: SessionAnswer | null) => setState({ session, here: `${window.location.pathname}${window.location.search}` });
    fetch("/api/session", { cache: "no-store", credentials: "same-origin", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<SessionAnswer>) : null))
      .then(settle, () => {
        if (!controller.signal.aborted) settle(null);
      });
    return () => controller.abort();
  }, [pathname]);

  const { session, here } = state;
  const signedIn = session?.signed_in === true;
  const href = signedIn || pathname === "/sign-in" ? "/sign-in" : signInLink("account", here);
  return (
    // A plain anchor, not next/link: the sign-in page is per-user and is always fetched fresh.
    <a href={href} className={className}>
      <PersonIcon className="size-4" />
      <span className="sr-only sm:not-sr-only">{signedIn ? "My account" : "Sign in"}</span>
      {signedIn && session.phone ? <span className="sr-only"> (signed in as {session.phone})</span> : null}
    </a>
  );
}
