/** Spec 000 §4: "digits after the first 5 characters hidden until clicked". */
export const PHONE_VISIBLE_CHARACTERS = 5;
const MASK = "X";

/**
 * The number as shown before the shopper asks for it: the first 5 characters as written
 * (`(07) 5550 0100` → `(07) XXXX XXXX`), every later digit masked, spacing kept.
 */
export function maskPhoneNumber(display: string): string {
  const head = display.slice(0, PHONE_VISIBLE_CHARACTERS);
  const tail = display.slice(PHONE_VISIBLE_CHARACTERS).replace(/\d/g, MASK);
  return head + tail;
}
