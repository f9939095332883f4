/** What an inbox form shows after a refused post: per-field errors, a message for the form, and what was typed, kept. */
export type InboxFormState = {
  errors: Record<string, string>;
  values: Record<string, string>;
  formError?: string;
  /** Where the browser goes after a post that worked (with JavaScript; without, the action's redirect is a 303). */
  redirectTo?: string;
};

export const EMPTY_INBOX_FORM_STATE: InboxFormState = { errors: {}, values: {} };

export const INBOX_FORM_MESSAGES = { errorSummary: "Please correct the fields marked below." } as const;

/** A server action behind an inbox form, as `useActionState` calls it. */
export type InboxFormAction = (state: InboxFormState, formData: FormData) => Promise<InboxFormState>;
