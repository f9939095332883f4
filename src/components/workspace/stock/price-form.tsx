"use client";

import { useActionState } from "react";
import { TextField } from "@/components/forms/form-fields";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { EMPTY_INBOX_FORM_STATE, type InboxFormAction } from "@/domain/inbox/inbox-form-state";

type Props = { action: InboxFormAction; permalink: string; carId: number; loadedPrice: number };

/**
 * A car's new price (issue 34): the form carries the price it was loaded with, so a change made meanwhile (a feed
 * import, a colleague) is noticed and nothing is overwritten. Posts without JavaScript too.
 */
export function PriceForm({ action, permalink, carId, loadedPrice }: Props) {
  const [state, formAction, pending] = useActionState(action, EMPTY_INBOX_FORM_STATE, permalink);
  useFollowRedirect(state.redirectTo);
  return (
    <form action={formAction} noValidate aria-label="Change the price" className="grid gap-3">
      <input type="hidden" name="car_id" value={carId} />
      <input type="hidden" name="loaded_price" value={loadedPrice} />
      {state.formError ? <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900">{state.formError}</p> : null}
      <TextField field={{ id: "price", name: "price", label: "New price (whole dollars)", error: state.errors.price ?? state.errors.car_id ?? state.errors.loaded_price }} inputMode="numeric" maxLength={12} defaultValue={state.values.price ?? ""} className="max-w-xs" />
      <div><button type="submit" className="btn btn-accent min-h-12" disabled={pending}>Change price</button></div>
    </form>
  );
}
