import type { DemoPage } from "./demo-page";
import { privacyPolicy, termsAndConditions } from "./legal-pages";

const business = {
  name: "Value Used Cars",
  legalName: "V.U.C. Trading Pty Ltd",
  abn: "27 155 903 418",
  state: "VIC",
  address: "120 Princes Highway, Dandenong VIC 3175",
  privacyEmail: "privacy@valueusedcars.example",
  phone: "(03) 5550 2200",
  licence: "Licensed Motor Car Trader LMCT 11482",
} as const;

/** Value Used Cars: a no-haggle used car yard in Melbourne's south-east and east. No new cars, no workshop. */
export const VALUE_USED_CARS_PAGES: readonly DemoPage[] = [
  {
    slug: "about-us",
    summary: "Melbourne's no-haggle used car yard. Every car inspected, every price upfront.",
    body: `Value Used Cars started in 2009 on the Princes Highway in Dandenong with a simple idea: put a fair price on every car and stick to it. No haggling, no hidden fees, no pressure.

## How we do it

- **One price.** The price on the windscreen is the price you pay, drive-away.
- **Every car inspected.** Our mechanic checks more than 120 points on each car before it goes on sale, and we fix what needs fixing.
- **History checked.** Every car comes with a PPSR certificate, so you know it is not stolen, written off or under finance.

Find us in **Dandenong** (120 Princes Highway) and **Ringwood** (44 Maroondah Highway), open Monday to Saturday.

[See today's cars](/search/used-cars) or [sell us yours](/sell-your-car).`,
  },
  {
    slug: "careers",
    summary: "Small team, busy yards, good people.",
    body: `We are a team of 25 across two yards. We look for people who are straight with customers and like cars.

We are usually looking for:

- **Sales consultants** (retail experience welcome; we'll teach you the cars)
- **Detailers** and **yard staff**
- **Buyers** to assess and purchase trade-ins

You'll need a current Victorian driver licence. Send us a careers enquiry below.`,
  },
  {
    slug: "warranty",
    summary: "Statutory warranty on eligible cars, and a 3-year warranty you can add.",
    body: `## Statutory warranty

Under Victoria's *Motor Car Traders Act*, a car we sell that is under 10 years old and has travelled less than 160,000 km comes with a statutory warranty of **3 months or 5,000 km**, whichever comes first.

## Value Assure: 3 years

Add **Value Assure** when you buy and your car is covered for **3 years** against mechanical and electrical breakdown, with up to $5,000 per claim and 24/7 roadside assistance. Ask our team for the product disclosure statement.

Your rights under the Australian Consumer Law apply as well. Questions? [Contact us](/contact-us).`,
  },
  {
    slug: "buying",
    summary: "What happens when you buy a car from Value Used Cars.",
    body: `1. **Find a car.** All our stock is [online](/search/used-cars), updated every morning.
2. **See it.** Drop in to either yard, Monday to Saturday, or call and we'll have it ready for you.
3. **Finance it.** [Work out your repayments](/finance) and apply online; most approvals come back the same day.
4. **Trade in.** We'll value your current car on the spot, or [online](/trade-in).
5. **Drive away.** We'll handle the transfer, roadworthy and registration.

Victorian cooling-off rules apply to your purchase; our team will explain them before you sign.`,
  },
  privacyPolicy(business),
  termsAndConditions(business),
];
