/** What a workspace form shows after a post: per-field errors, a notice, and where the browser goes next. */
export type WorkspaceFormState = {
  errors?: Record<string, string>;
  notice?: string;
  /** Recovery codes to show once, after enrolment. */
  recoveryCodes?: string[];
  redirectTo?: string;
};

export const EMPTY_FORM_STATE: WorkspaceFormState = {};
