/**
 * Whether two addresses a shopper typed reach the same mailbox: letter case does not count. RFC 5321 lets a server
 * treat the local part's case as significant, but mail providers do not, and phone keyboards capitalise the first
 * letter, so `Jess@Example.com` given again is the address already confirmed, not a new one to confirm.
 */
export function sameMailbox(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
