"use client";

import { useActionState } from "react";
import { TextField } from "@/components/forms/form-fields";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { EMPTY_INBOX_FORM_STATE, type InboxFormAction } from "@/domain/inbox/inbox-form-state";

type Choice = { value: string; label: string };
export type RoutingRuleView = { id: string; formTypes: readonly string[]; carTypes: readonly string[]; staffIds: readonly string[] };
export type RoutingChoices = { formTypes: readonly Choice[]; carTypes: readonly Choice[]; salespeople: readonly Choice[] };

type Props = {
  action: InboxFormAction;
  permalink: string;
  dealershipId: number;
  minutes: number;
  /** The saved rules in order, then a blank one to add. */
  rules: readonly RoutingRuleView[];
  choices: RoutingChoices;
};

function Ticks({ legend, name, options, checked, error }: { legend: string; name: string; options: readonly Choice[]; checked: readonly string[]; error?: string }) {
  const errorId = `${name}-error`.replace(/\./g, "-");
  return (
    <fieldset {...(error ? { "aria-describedby": errorId } : {})}>
      <legend className="mb-1 text-sm font-semibold">{legend} <span className="font-normal text-ink-muted">(none ticked: any)</span></legend>
      <div className="flex flex-wrap gap-x-4">
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" name={name} value={o.value} defaultChecked={checked.includes(o.value)} className="size-5" />
            {o.label}
          </label>
        ))}
      </div>
      {error ? <p id={errorId} className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/**
 * A dealership's routing (issue 33, decision 031): the reassignment timer and the rules, tried in their order, each a
 * numbered group of ticks. One post saves all; a refused one names each field beside it.
 */
export function RoutingForm({ action, permalink, dealershipId, minutes, rules, choices }: Props) {
  const [state, formAction, pending] = useActionState(action, EMPTY_INBOX_FORM_STATE, permalink);
  useFollowRedirect(state.redirectTo);
  const error = (key: string) => state.errors[key];
  return (
    <form action={formAction} noValidate aria-label="Routing rules" className="grid gap-4">
      <input type="hidden" name="dealership_id" value={dealershipId} />
      {state.formError ? <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900">{state.formError}</p> : null}
      <TextField field={{ id: "routing-minutes", name: "reassign_after_minutes", label: "Reassign an untouched lead after (minutes of opening hours)", error: error("reassign_after_minutes") }} inputMode="numeric" maxLength={4} defaultValue={state.values.reassign_after_minutes ?? String(minutes)} className="max-w-md" />
      {error("rules") ? <p className="text-sm font-medium text-red-700">{error("rules")}</p> : null}
      <ol className="grid gap-4">
        {rules.map((rule, i) => (
          <li key={rule.id || "new"}>
            <fieldset className="grid gap-3 rounded-card border border-line bg-white p-4">
              <legend className="px-1 font-bold">{rule.id ? `Rule ${i + 1}` : "Add a rule"}</legend>
              <input type="hidden" name={`rules.${i}.id`} value={rule.id} />
              <TextField field={{ id: `rule-${i}-order`, name: `rules.${i}.order`, label: "Order", error: undefined }} inputMode="numeric" maxLength={2} defaultValue={String(i + 1)} className="max-w-32" />
              <Ticks legend="Form types" name={`rules.${i}.form_types`} options={choices.formTypes} checked={rule.formTypes} error={error(`rules.${i}.form_types`)} />
              <Ticks legend="Car types" name={`rules.${i}.car_types`} options={choices.carTypes} checked={rule.carTypes} error={error(`rules.${i}.car_types`)} />
              <Ticks legend="Salespeople, taken in turn" name={`rules.${i}.staff_ids`} options={choices.salespeople} checked={rule.staffIds} error={error(`rules.${i}.staff_ids`)} />
              {rule.id ? (
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" name={`rules.${i}.remove`} value="yes" className="size-5" /> Remove this rule
                </label>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      <p className="text-sm">A lead no rule places goes round-robin to everyone on shift.</p>
      <div><button type="submit" className="btn btn-accent min-h-12" disabled={pending}>Save routing</button></div>
    </form>
  );
}
