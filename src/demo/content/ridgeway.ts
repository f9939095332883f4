import type { DemoPage } from "./demo-page";
import { privacyPolicy, termsAndConditions } from "./legal-pages";

const business = {
  name: "Ridgeway Bikes & Caravans",
  legalName: "Ridgeway Outdoor Pty Ltd",
  abn: "85 604 771 239",
  state: "QLD",
  address: "310 Ruthven Street, Toowoomba QLD 4350",
  privacyEmail: "privacy@ridgeway.example",
  phone: "(07) 5550 4400",
  licence: "Motor Dealer Licence 3209114",
} as const;

/** Ridgeway: motorcycles in Toowoomba, caravans at Harristown and Dalby. No cars, so no fleet or roadside pages. */
export const RIDGEWAY_PAGES: readonly DemoPage[] = [
  {
    slug: "about-us",
    summary: "Motorcycles, caravans and the open road from the Darling Downs.",
    body: `Ridgeway started in 1996 as a motorcycle workshop behind a Ruthven Street milk bar. These days we sell and service Harley-Davidson, Kawasaki, Yamaha, Honda, BMW Motorrad and KTM motorcycles in Toowoomba, and Jayco, Coromal, Avan and Lotus caravans at Harristown and Dalby.

We ride and we tow. Our staff have crossed the Nullarbor, the Cape and the Simpson, and we are happy to help you plan your first trip or your fortieth.

- **Motorcycles**: 310 Ruthven Street, Toowoomba
- **Caravans**: 702 Anzac Avenue, Harristown, and 17 Patrick Street, Dalby

[Browse our motorcycles](/search/motorcycle) or [our caravans](/search/caravan).`,
  },
  {
    slug: "careers",
    summary: "Work where the work is the open road.",
    body: `We are a team of 40 riders, travellers and tradespeople.

Roles we recruit for:

- **Motorcycle technicians** and apprentices
- **Caravan and RV technicians** (auto electrical and gas fitting experience an advantage)
- **Sales consultants** for bikes and vans
- **Parts and accessories** staff for our riding gear and caravan shop

Send us a careers enquiry below and tell us what you ride or tow.`,
  },
  {
    slug: "warranty",
    summary: "Manufacturer warranties on every new bike and van, and what we do to back them.",
    body: `| What | Warranty |
|---|---|
| New motorcycles | 2 to 5 years by brand, unlimited km |
| New caravans | 2 years on the van, up to 5 years structural on the chassis and frame by brand |
| Appliances (fridges, air conditioners, hot water) | The appliance maker's warranty, usually 2 to 3 years |
| Used bikes and vans | Queensland statutory warranty where it applies, plus optional extended cover |

Every new van gets a handover of at least an hour, and a free 1,000 km check. Bring it back to our Harristown workshop and we'll handle warranty claims with the manufacturer for you.

[Book a service](/service) or [ask us a question](/contact).`,
  },
  {
    slug: "vehicle-parts-and-accessories",
    summary: "Riding gear, genuine motorcycle parts, and everything for the van.",
    body: `## Riding gear

Helmets, jackets, boots and gloves from the brands we sell, with a fitting area and a rider who can tell you what works in a Darling Downs winter.

## Motorcycle parts

Genuine parts for Harley-Davidson, Kawasaki, Yamaha, Honda, BMW Motorrad and KTM, and luggage, screens and protection.

## Caravan accessories

Solar panels and lithium batteries, annexes, water tanks, weight distribution hitches and brake controllers, fitted in our workshop.

[Ask the parts team](/contact) about availability.`,
  },
  {
    slug: "buying",
    summary: "Buying a bike or a van from Ridgeway.",
    body: `## Motorcycles

Test rides are available on most demonstrators with a current motorcycle licence. Learner approved (LAMS) bikes are marked in our [motorcycle stock](/search/motorcycle).

## Caravans

We'll check that your vehicle can tow the van you like, and weigh your tow vehicle if you're not sure. Every van is delivered with a full handover and a gas and electrical compliance certificate.

## Finance

[Estimate your repayments](/finance): we arrange finance for bikes, caravans and camper trailers.`,
  },
  privacyPolicy(business),
  termsAndConditions(business),
];
