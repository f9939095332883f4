/**
 * RFC 8058 one-click unsubscribe: a message's `List-Unsubscribe-Post` header says its `List-Unsubscribe` address
 * takes a POST whose body is `List-Unsubscribe=One-Click`, which mail clients send when a reader taps Unsubscribe.
 */
export const LIST_UNSUBSCRIBE_POST = "List-Unsubscribe=One-Click";

/** Whether a posted form is a mail client's one-click unsubscribe rather than a person's button. */
export const isOneClickUnsubscribe = (fields: Readonly<Record<string, string>>) => fields["List-Unsubscribe"] === "One-Click";
