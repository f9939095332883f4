import type { VehicleAdSource } from "@/domain/feeds/vehicle-ad";
import { dealerPlainText } from "@/server/vehicle/sanitize-dealer-text";

const MARKUP = /[<&]/;
/** Tags that end a block of text: a space before each keeps the words either side apart once the tags are gone. */
const BLOCK_TAG = /<\/?(?:p|div|br|li|h[1-6]|tr|td|th|blockquote)\b/gi;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;
/** Entities decoded to markup (`&lt;b&gt;`) are stripped again; a few rounds end any nesting a dealer's system sends. */
const MAX_ROUNDS = 4;

/**
 * Dealer text as the ad platforms get it (issue 30): plain text, one line, no markup and no entities
 * (the sanitiser of the vehicle page, decision 006's dealer text), no control characters. Text with
 * neither `<` nor `&` needs no parsing, which keeps a large feed's build quick.
 */
export function feedPlainText(text: string): string {
  let plain = text.replace(CONTROL, " ");
  for (let round = 0; round < MAX_ROUNDS && MARKUP.test(plain); round++) {
    const next = dealerPlainText(plain.replace(BLOCK_TAG, " $&"));
    if (next === plain) break;
    plain = next;
  }
  return plain.replace(/\s+/g, " ").trim();
}

const plainOrNull = (text: string | null) => (text === null ? null : feedPlainText(text));

/** A vehicle ad with every dealer-written field as plain text (identifiers, slugs and addresses we build are left as they are). */
export function plainTextAdSource(source: VehicleAdSource): VehicleAdSource {
  const { location } = source;
  return {
    ...source,
    name: feedPlainText(source.name), make: feedPlainText(source.make), model: feedPlainText(source.model), badge: plainOrNull(source.badge),
    body: plainOrNull(source.body), fuel: plainOrNull(source.fuel), transmission: plainOrNull(source.transmission), drive: plainOrNull(source.drive),
    colour: plainOrNull(source.colour), itemType: plainOrNull(source.itemType),
    // Paragraphs stay apart: adDescription splits them at "|".
    dealerComments: source.dealerComments === null ? null : source.dealerComments.split("|").map(feedPlainText).join("|"),
    dealership: { ...source.dealership, name: feedPlainText(source.dealership.name) },
    location: location && {
      ...location, name: feedPlainText(location.name), street: feedPlainText(location.street), city: feedPlainText(location.city),
      state: feedPlainText(location.state), postcode: feedPlainText(location.postcode), phone: plainOrNull(location.phone),
    },
  };
}
