"use client";

import { useActionState, type ReactNode } from "react";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { INITIAL_SIGN_IN_STATE } from "@/domain/accounts/sign-in-form";
import { signInAction, signOutAction } from "@/server/accounts/account-actions";
import { SignInForm } from "./sign-in-form";
import { SignOutForm } from "./sign-out-form";

type Props = {
  csrfToken: string;
  /** Where a signed-in shopper goes next (already checked to be a path on this site). */
  redirect: string;
  /** This page's own address: the forms post here without JavaScript. */
  permalink: string;
  /** Signed in: what the page says about it (the sign-out form follows); signed out: null, and the sign-in form shows. */
  signedIn: ReactNode | null;
};

/**
 * `/sign-in`'s forms. Both forms' states live here, above the switch between them: signing in or out changes the
 * session cookie, so Next.js re-renders the page from signed-out to signed-in (or back) in the action's answer, and
 * the state carrying where to go next must outlive the form that sent it.
 */
export function SignInPanel({ csrfToken, redirect, permalink, signedIn }: Props) {
  const signIn = useActionState(signInAction, INITIAL_SIGN_IN_STATE, permalink);
  const signOut = useActionState(signOutAction, {}, permalink);
  useFollowRedirect(signIn[0].redirectTo ?? signOut[0].redirectTo);
  return signedIn ? (
    <div className="grid gap-5">
      {signedIn}
      <SignOutForm action={signOut} csrfToken={csrfToken} />
    </div>
  ) : (
    <SignInForm action={signIn} csrfToken={csrfToken} redirect={redirect} permalink={permalink} />
  );
}
