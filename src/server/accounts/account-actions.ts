"use server";

import type { Database } from "@/db/client";
import { SIGN_IN_MESSAGES, type SignInFormState, type SignOutFormState } from "@/domain/accounts/sign-in-form";
import type { Site } from "@/domain/site/site";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { withActionSite } from "@/server/http/with-action-site";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import { handleSignInForm, handleSignOutForm, type AccountRequest, type FormAnswer } from "./account-forms";
import { applyCookies, readAccountRequest } from "./account-request";

type Handler<State> = (db: Database, site: Site, fields: Record<string, string>, request: AccountRequest) => Promise<FormAnswer<State>>;

/** Runs an account form's handler at the action's site and applies its answer: its cookies, then its state or redirect. */
async function answer<State extends { redirectTo?: string }>(failed: State, handle: Handler<State>, formData: FormData): Promise<State> {
  const fields = Object.fromEntries(actionTextFields(formData));
  return withActionSite("An account form", failed, async ({ site, db }) => {
    const result = await handle(db, site, fields, await readAccountRequest());
    await applyCookies(result.cookies);
    return result.redirectTo ? { ...result.state, redirectTo: await redirectAfterAction(result.redirectTo) } : result.state;
  });
}

/** The sign-in form (`/sign-in`): phone, then code. Shaped for `useActionState`, so it works without JavaScript. */
export async function signInAction(previous: SignInFormState, formData: FormData): Promise<SignInFormState> {
  const failed: SignInFormState = { ...previous, error: { field: "form", message: SIGN_IN_MESSAGES.unexpected } };
  return answer(failed, (db, site, fields, request) => handleSignInForm(db, site, fields, request, wakeJobRunner), formData);
}

/** Sign out here, or on every device (`scope=everywhere`). */
export async function signOutAction(_previous: SignOutFormState, formData: FormData): Promise<SignOutFormState> {
  return answer<SignOutFormState>({ error: SIGN_IN_MESSAGES.unexpected }, handleSignOutForm, formData);
}
