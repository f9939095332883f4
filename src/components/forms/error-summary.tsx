import type { ReactNode, Ref } from "react";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { fieldId } from "./lead-form-fields";

/**
 * Spec 001 §5: "The form error area shows 'Please fix the following errors:' followed by a list", each
 * item a link to its field; or the submit's failure (the server's message or 'An unexpected error occured').
 */
export function ErrorSummary({ id, ref, state, nodes, idPrefix }: { id: string; ref: Ref<HTMLDivElement>; state: LeadFormState; nodes: { name: string; node: ReactNode }[]; idPrefix: string }) {
  const shown = nodes.filter((n) => state.errors[n.name]);
  const others = Object.entries(state.errors).filter(([name]) => !nodes.some((n) => n.name === name));
  if (!state.formError && shown.length === 0 && others.length === 0) return <div id={id} ref={ref} tabIndex={-1} hidden />;
  const listed = shown.length > 0 || others.length > 0;
  return (
    <div id={id} ref={ref} tabIndex={-1} role="alert" className="rounded-card border border-red-700 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{listed ? LEAD_MESSAGES.errorSummary : (state.formError ?? LEAD_MESSAGES.unexpectedError)}</p>
      {listed ? (
        <ul className="mt-2 list-disc pl-5">
          {shown.map((n) => (
            <li key={n.name}>
              <a href={`#${fieldId(idPrefix, n.name)}`} className="inline-flex min-h-6 items-center underline">
                {state.errors[n.name]}
              </a>
            </li>
          ))}
          {others.map(([name, message]) => (
            <li key={name}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
