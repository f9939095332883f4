import type { SignInPurpose } from "./return-path";

/**
 * The sign-in address, `/sign-in?type=…&redirect=…&back=…`, for paths already known to be this site's: the browser's
 * own location, or values `signInHref` has checked. The sign-in page checks both again when it reads them, so the
 * browser islands that link to it need not ship the return-path rule in every page's first load.
 */
export function signInLink(purpose: SignInPurpose, redirect: string, back = redirect): string {
  return `/sign-in?${new URLSearchParams({ type: purpose, redirect, back }).toString()}`;
}
