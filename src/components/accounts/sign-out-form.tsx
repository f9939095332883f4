"use client";

import type { SignOutFormState } from "@/domain/accounts/sign-in-form";

type Props = { action: [state: SignOutFormState, formAction: (payload: FormData) => void, pending: boolean]; csrfToken: string };

/** Sign out of this browser, or of every device signed in with the number (issue 14). Works without JavaScript; its state lives in SignInPanel. */
export function SignOutForm({ action: [state, formAction, pending], csrfToken }: Props) {
  return (
    <form action={formAction} aria-label="Sign out" className="grid gap-3">
      <input type="hidden" name="csrf_token" value={state.csrfToken ?? csrfToken} />
      {state.error ? (
        <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900">
          {state.error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="scope" value="here" className="btn btn-outline" disabled={pending}>
          Sign out
        </button>
        <button type="submit" name="scope" value="everywhere" className="btn btn-outline" disabled={pending}>
          Sign out on every device
        </button>
      </div>
    </form>
  );
}
