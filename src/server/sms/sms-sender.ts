/** A text message leaving the outbox; `id` is the outbox row's, stable across retries. */
export type OutgoingSms = { id: string; to: string; body: string };

/** Where text messages go (decision 020): the development outbox directory, or an SMS provider. */
export type SmsSender = {
  /** For the start-up log line. */
  readonly description: string;
  /** Resolves to the provider's id for the message; throws when it was not accepted. */
  send(message: OutgoingSms): Promise<{ providerId: string }>;
};

/** The provider refused the message for a reason a retry would not change (a number it cannot text): not retried. */
export class PermanentSmsError extends Error {
  override name = "PermanentSmsError";
}
