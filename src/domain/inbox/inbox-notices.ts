import { CLAIM_MESSAGES } from "./claim";

/**
 * What a workspace page says after one of its forms was posted and the browser sent back (post, redirect, get): a
 * key in the address, never text, so nobody can make the page say something else. The specification gives no texts.
 */
export const INBOX_NOTICES = {
  claimed: "The lead is yours.",
  taken: CLAIM_MESSAGES.taken,
  closed: CLAIM_MESSAGES.closed,
  status_changed: "Status changed.",
  status_conflict: "Someone changed this lead's status first. Check it and try again.",
  note_added: "Note added.",
  replied: "Reply sent.",
  assigned: "Lead assigned.",
  routing_saved: "Routing saved.",
  trade_in_margin_saved: "Trade-in margin saved.",
  gone: "That lead is not in your inbox.",
} as const;

export type InboxNotice = keyof typeof INBOX_NOTICES;

/** The notice a `?notice=` names, or null for any other text. */
export function inboxNotice(key: string | string[] | undefined): string | null {
  const value = Array.isArray(key) ? key[0] : key;
  return value !== undefined && Object.hasOwn(INBOX_NOTICES, value) ? INBOX_NOTICES[value as InboxNotice] : null;
}
