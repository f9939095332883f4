"use server";

import { getDatabase } from "@/db/connection";
import { SIGN_IN_MESSAGES, type SignInFormState, type SignOutFormState } from "@/domain/accounts/sign-in-form";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import { logFailure } from "@/server/logging/log-failure";
import { handleSignInForm, handleSignOutForm, type FormAnswer } from "./account-forms";
import { applyCookies, readAccountRequest } from "./account-request";

/** Runs an account form's handler and applies its answer; a redirect (which throws without JavaScript) is made outside the try. */
async function answer<State extends { redirectTo?: string }>(failed: State, handle: (fields: Record<string, string>) => Promise<FormAnswer<State> | null>, formData: FormData): Promise<State> {
  let result: FormAnswer<State> | null;
  try {
    result = await handle(Object.fromEntries(actionTextFields(formData)));
  } catch (failure) {
    logFailure("An account form failed", failure);
    return failed;
  }
  if (!result) return failed;
  await applyCookies(result.cookies);
  return result.redirectTo ? { ...result.state, redirectTo: await redirectAfterAction(result.redirectTo) } : result.state;
}

/** The sign-in form (`/sign-in`): phone, then code. Shaped for `useActionState`, so it works without JavaScript. */
export async function signInAction(previous: SignInFormState, formData: FormData): Promise<SignInFormState> {
  const failed: SignInFormState = { ...previous, error: { field: "form", message: SIGN_IN_MESSAGES.unexpected } };
  return answer(failed, async (fields) => {
    const { site, request } = await readAccountRequest();
    return site ? handleSignInForm((await getDatabase()).db, site, fields, request, wakeJobRunner) : null;
  }, formData);
}

/** Sign out here, or on every device (`scope=everywhere`). */
export async function signOutAction(_previous: SignOutFormState, formData: FormData): Promise<SignOutFormState> {
  return answer<SignOutFormState>({ error: SIGN_IN_MESSAGES.unexpected }, async (fields) => {
    const { site, request } = await readAccountRequest();
    return site ? handleSignOutForm((await getDatabase()).db, site, fields, request) : null;
  }, formData);
}
