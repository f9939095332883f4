/**
 * Pages that show one shopper's own state (issue 14). Every other page is the same for everyone and may be cached
 * as shared HTML, so it must never render who is signed in: the header learns that from `GET /api/session`. The
 * proxy answers these pages `Cache-Control: no-store` and gives the browser a CSRF cookie for their forms.
 */
export const PER_USER_PAGES: readonly string[] = [
  "/sign-in",
  "/my-garage",
  "/spin-to-win",
  // The landing page after a form and the enquiry's status page carry its token; the stop page for alerts, a shopper's.
  "/success",
  "/enquiries",
  "/alerts",
];

export function isPerUserPage(pathname: string): boolean {
  return PER_USER_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
