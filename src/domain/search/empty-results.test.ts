import { describe, expect, it } from "vitest";
import { emptyResultsCard, type EmptyResultsCard, type EmptyResultsContext } from "./empty-results";

const offersMessage = "There appears to be no offers currently available that meet the conditions of your search";
const carsMessage = "No results found for your search at this time. Please try adjusting the filters for more results.";

// Spec 000 §8: "Empty results: card 'No Results Available' with 'There appears to be no offers currently available
// that meet the conditions of your search', or 'No results found for your search at this time. Please try adjusting
// the filters for more results.', with a 'Clear Filters' button to the refresh path."
// Spec 000 §2: "/special-offers | offers; default refresh path for empty results".
describe("emptyResultsCard", () => {
  const card = (message: string, href: string): EmptyResultsCard => ({ title: "No Results Available", message, button: { text: "Clear Filters", href } });
  it.each<[string, EmptyResultsContext, EmptyResultsCard]>([
    ["offers go back to '/special-offers' by default", { kind: "offers" }, card(offersMessage, "/special-offers")],
    ["offers with their own refresh path", { kind: "offers", refreshPath: "/offers/toyota" }, card(offersMessage, "/offers/toyota")],
    ["a filtered car search clears to its own path", { kind: "cars", routePath: "/search/toyota", filtered: true }, card(carsMessage, "/search/toyota")],
    ["a car path that is empty on its own clears to the default search", { kind: "cars", routePath: "/search/toyota/corolla", filtered: false }, card(carsMessage, "/search/new-used-and-demo-cars")],
  ])("%s", (_, context, expected) => expect(emptyResultsCard(context)).toEqual(expected));
});
