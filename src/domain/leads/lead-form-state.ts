/** What the form shows after a submit that did not succeed: per-field errors, a form error, and the values sent. */
export type LeadFormState = {
  errors: Readonly<Record<string, string>>;
  formError?: string;
  values: Readonly<Record<string, string>>;
  /** Sent: where the browser goes next, when the form's own script is to follow it (see redirectAfterAction). */
  redirectTo?: string;
};

export const EMPTY_LEAD_FORM_STATE: LeadFormState = { errors: {}, values: {} };
