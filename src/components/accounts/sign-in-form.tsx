"use client";

import { useEffect, useRef } from "react";
import { TextField, type FieldWiring } from "@/components/forms/form-fields";
import type { SignInFormState } from "@/domain/accounts/sign-in-form";

type Props = {
  /** useActionState's answer for the sign-in action, kept by SignInPanel. */
  action: [state: SignInFormState, formAction: (payload: FormData) => void, pending: boolean];
  csrfToken: string;
  /** Where a signed-in shopper goes next (already checked to be a path on this site). */
  redirect: string;
  /** This page's own address: the form posts here without JavaScript, and "Use another number" starts over here. */
  permalink: string;
};

/**
 * Phone sign-in (issue 14): the number, then the 6-digit code texted to it. One form posting to a server action,
 * so it works the same without JavaScript; the step and messages come back in the action's state.
 */
export function SignInForm({ action: [state, formAction, pending], csrfToken, redirect, permalink }: Props) {
  const alertRef = useRef<HTMLParagraphElement>(null);
  const codeRef = useRef<HTMLDivElement>(null);
  const { step, error } = state;
  const fieldError = (name: "phone" | "code") => (error?.field === name ? error.message : undefined);

  useEffect(() => {
    if (state.error?.field === "form") alertRef.current?.focus();
    else if (state.step === "code" && !state.error) codeRef.current?.querySelector("input")?.focus();
  }, [state]);

  const phone: FieldWiring = { id: "sign-in-phone", name: "phone", label: "Mobile number", error: fieldError("phone") };
  const code: FieldWiring = { id: "sign-in-code", name: "code", label: "6-digit code", error: fieldError("code") };

  return (
    <form action={formAction} noValidate aria-label="Sign in" className="grid gap-4">
      <input type="hidden" name="csrf_token" value={state.csrfToken ?? csrfToken} />
      <input type="hidden" name="redirect" value={redirect} />
      {error?.field === "form" ? (
        <p ref={alertRef} tabIndex={-1} role="alert" className="rounded-card border border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900">
          {error.message}
        </p>
      ) : null}

      {step === "phone" ? (
        <>
          <TextField field={phone} required type="tel" autoComplete="tel" inputMode="tel" maxLength={40} defaultValue={state.phone} />
          <p className="-mt-2 text-sm text-ink-muted">We&apos;ll text a 6-digit code to this Australian mobile number.</p>
          <div>
            <button type="submit" name="intent" value="send" className="btn btn-accent" disabled={pending}>
              {pending ? "Sending…" : "Text me a code"}
            </button>
          </div>
        </>
      ) : (
        <>
          {state.notice ? (
            <p role="status" className="rounded-card border border-line bg-neutral-50 p-4 text-sm">
              {state.notice}
            </p>
          ) : null}
          <input type="hidden" name="phone" value={state.phone} />
          <div ref={codeRef}>
            <TextField field={code} required autoComplete="one-time-code" inputMode="numeric" maxLength={7} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="verify" className="btn btn-accent" disabled={pending}>
              {pending ? "Checking…" : "Sign in"}
            </button>
            <button type="submit" name="intent" value="resend" className="btn btn-outline" disabled={pending}>
              Text me a new code
            </button>
          </div>
          <p className="text-sm">
            Not {state.phone}?{" "}
            <a href={permalink} className="underline">
              Use another number
            </a>
          </p>
        </>
      )}
    </form>
  );
}
