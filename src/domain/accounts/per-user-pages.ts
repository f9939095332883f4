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
  // Gated pages (decision 024): they render the signed-in shopper's number into their forms. Checkout is gated on
  // some sites only, but the proxy cannot read a site's flags cheaply and the page is never shared HTML anyway.
  "/checkout-journey",
  "/finance/credit-check",
  // The shopper's payment form and its receipts (decision 025).
  "/online-payment",
];

/** The car's purchase pages, `/cars/{slug}/checkout` and `/cars/{slug}/buy-online` (spec 001 §2), gated on some sites. */
const PER_USER_CAR_PAGE = /^\/cars\/[^/]+\/(checkout|buy-online)\/?$/;

export function isPerUserPage(pathname: string): boolean {
  return PER_USER_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`)) || PER_USER_CAR_PAGE.test(pathname);
}
