"use client";

import { useActionState } from "react";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { EMPTY_INBOX_FORM_STATE, type InboxFormAction } from "@/domain/inbox/inbox-form-state";

type Props = {
  action: InboxFormAction;
  /** The preview's address: without JavaScript the post answers there. */
  permalink: string;
  /** The change as typed, and the cars chosen, for the preview's address should the apply be refused. */
  typed: { car: readonly string[]; unit: string; amount: string };
  /** "carId:price" for each car the preview would change: the apply is refused if any has another price now. */
  previewed: readonly string[];
};

/** Applies the preview shown (issue 34): every car's new price in one go, or none if any car changed meanwhile. */
export function ApplyBulkPriceForm({ action, permalink, typed, previewed }: Props) {
  const [state, formAction, pending] = useActionState(action, EMPTY_INBOX_FORM_STATE, permalink);
  useFollowRedirect(state.redirectTo);
  const count = previewed.length === 1 ? "1 car" : `${previewed.length} cars`;
  return (
    <form action={formAction} aria-label="Apply the price change" className="grid gap-3">
      {typed.car.map((car) => <input key={car} type="hidden" name="car" value={car} />)}
      <input type="hidden" name="unit" value={typed.unit} />
      <input type="hidden" name="amount" value={typed.amount} />
      {previewed.map((pair) => <input key={pair} type="hidden" name="previewed" value={pair} />)}
      {state.formError ? <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900">{state.formError}</p> : null}
      <div><button type="submit" className="btn btn-accent min-h-12" disabled={pending}>Apply to {count}</button></div>
    </form>
  );
}
