import type { DemoPage } from "./demo-page";
import { privacyPolicy, termsAndConditions } from "./legal-pages";

const business = {
  name: "Metro Motor Group",
  legalName: "Metro Motor Group Pty Ltd",
  abn: "63 098 214 557",
  state: "QLD",
  address: "220 Lutwyche Road, Windsor QLD 4030",
  privacyEmail: "privacy@metromotorgroup.example",
  phone: "(07) 5550 0100",
  licence: "Motor Dealer Licence 3127845",
} as const;

/** Metro Motor Group: eight franchises across Brisbane's north, south and west. */
export const METRO_MOTOR_GROUP_PAGES: readonly DemoPage[] = [
  {
    slug: "about-us",
    summary: "Eight brands, twelve locations, one Brisbane family.",
    body: `Metro Motor Group began in 1991 as a single Mazda showroom in Springwood. Today we represent Mazda, Hyundai, Kia, Ford, Volkswagen, Nissan, MG and Subaru from twelve locations between North Lakes and Browns Plains, and we are still owned and run by the Okafor family.

## Why buy from a group

- **Choice.** Compare brands side by side, and search every new, demo and used car across the group in [one place](/search/new-used-and-demo-cars).
- **One price promise.** Every car is advertised drive-away, and our used cars come with a 3-year warranty option.
- **Service on your side of town.** Book your car in at the nearest Metro service centre, whatever brand it is.

## Our community

Each year Metro Motor Group donates a vehicle to the Brisbane Youth Service and sponsors more than 40 local sporting clubs, from the Aspley Hornets to the Capalaba Bulldogs.

Want to work with us? See [careers at Metro](/careers).`,
  },
  {
    slug: "careers",
    summary: "Build a career in one of Queensland's largest family-owned dealer groups.",
    body: `With more than 600 people across twelve locations, Metro Motor Group offers careers in sales, service, parts, finance, administration and marketing, and room to move between brands and sites as you grow.

## What we offer

- Manufacturer training for every brand we represent
- A structured leadership program for future sales and service managers
- Employee assistance program, salary packaging and staff vehicle pricing
- Four apprentice intakes a year across our workshops

## Current opportunities

We regularly recruit **sales consultants**, **light vehicle technicians**, **service advisors**, **finance and insurance managers**, **car detailers** and **customer service officers**.

Send us a careers enquiry below with the role and location you're interested in, and our recruitment team will be in touch.`,
  },
  {
    slug: "fleet",
    summary: "One supplier for eight brands: fleet pricing, delivery and servicing for Brisbane businesses.",
    body: `Metro Fleet supplies cars, SUVs, utes and vans to businesses, councils and government agencies across South East Queensland. One account covers all eight of our brands.

## Fleet services

- National fleet pricing from Mazda, Hyundai, Kia, Ford, Volkswagen, Nissan, MG and Subaru
- Ranger, Transit and Amarok fit-outs through our commercial centre at Eagle Farm
- Delivery to your depot, and collection for servicing
- Replacement planning and resale of your outgoing vehicles

Call our fleet desk on (07) 5550 0141 or [send us a message](/contact).`,
  },
  {
    slug: "warranty",
    summary: "New-car warranty by brand, and our 3-year warranty option on used cars.",
    body: `Every new vehicle we sell carries its manufacturer's warranty, honoured at any of our service centres.

| Brand | New-vehicle warranty |
|---|---|
| Kia | 7 years, unlimited km |
| MG | 7 years, unlimited km |
| Mazda | 5 years, unlimited km |
| Hyundai | 5 years, unlimited km |
| Ford | 5 years, unlimited km |
| Volkswagen | 5 years, unlimited km |
| Nissan | 5 years, unlimited km |
| Subaru | 5 years, unlimited km |

Commercial, fleet and rideshare use may have shorter terms; ask us about your vehicle.

## Used cars

Queensland law gives a statutory warranty on most used cars from a dealer (class A: 3 months or 5,000 km). On top of that, most of our used cars are eligible for **Metro Care**, a **3-year standard** mechanical warranty you can add at purchase.

[Book a warranty inspection](/service) or [talk to us](/contact).`,
  },
  {
    slug: "roadside-assist",
    summary: "Roadside assistance for up to 7 years when you service with us.",
    body: `Most brands we represent include roadside assistance with a new car, and extend it each time you service with a dealer. At Metro, that can keep you covered for **up to 7 years**.

- 24/7 help anywhere in Australia
- Jump-starts, tyre changes, fuel and lockouts
- Towing to the nearest Metro service centre

Service with us on time and we renew your roadside assist for another 12 months. [Book a service](/service).`,
  },
  {
    slug: "vehicle-parts-and-accessories",
    summary: "Genuine parts and accessories for all eight of our brands.",
    body: `Our parts departments stock genuine parts and accessories for Mazda, Hyundai, Kia, Ford, Volkswagen, Nissan, MG and Subaru, with daily deliveries between our sites.

- Roof racks, towbars, floor mats and cargo protection
- Ranger and Amarok canopies, tray bodies and lighting from our Eagle Farm commercial centre
- Genuine service parts for home mechanics and workshops, with trade accounts available

[Ask our parts team](/contact) for a quote.`,
  },
  {
    slug: "buying",
    summary: "Compare, drive and buy, across eight brands.",
    body: `## Compare brands in one visit

Shortlist cars from any of our brands [online](/search/new-used-and-demo-cars), and we'll line them up at one location for you to drive back to back.

## Know your numbers

Use our [finance calculator](/finance) and get a [trade-in valuation](/trade-in) before you visit. Our finance team works with more than 20 lenders.

## Buy online

Many of our cars can be bought online: choose the car, agree the price and we'll deliver it to your door anywhere in South East Queensland.`,
  },
  privacyPolicy(business),
  termsAndConditions(business),
];
