import type { DemoPage } from "./demo-page";
import { privacyPolicy, termsAndConditions } from "./legal-pages";

const business = {
  name: "Southern Cross Auto Group",
  legalName: "Southern Cross Automotive Group Pty Ltd",
  abn: "52 117 630 882",
  state: "QLD",
  address: "95 Ferry Road, Southport QLD 4215",
  privacyEmail: "privacy@southerncrossauto.example",
  phone: "(07) 5550 3100",
  licence: "Motor Dealer Licence 3180456",
} as const;

/** Southern Cross Auto Group: cars, utes and trucks across the Gold Coast and Tweed. */
export const SOUTHERN_CROSS_PAGES: readonly DemoPage[] = [
  {
    slug: "about-us",
    summary: "The Gold Coast and Tweed's family of dealerships: cars, utes and trucks.",
    body: `Southern Cross Auto Group has served the Gold Coast since 1985, when Bill and Maree Donnelly opened a Mitsubishi dealership on the Pacific Highway. Their children now run five dealerships from Tweed Heads to Yatala, selling Honda, Mitsubishi, Isuzu UTE, GWM, Suzuki and, at Southern Cross Trucks, Isuzu, Hino and Fuso trucks.

## Our dealerships

- Southern Cross Honda, Southport
- Southern Cross Mitsubishi, Tweed Heads South
- Southern Cross Isuzu UTE, Nerang
- Southern Cross GWM & Suzuki, Robina
- Southern Cross Trucks, Yatala

Every dealership is close to the M1, with service centres that open early for commuters and tradies.

[Search our stock](/search/new-used-and-demo-cars), or [find out about working with us](/careers).`,
  },
  {
    slug: "careers",
    summary: "Careers in cars, utes and trucks on the Gold Coast.",
    body: `We employ more than 250 people across five dealerships. Whether you are starting an apprenticeship or you have twenty years on the tools, there is a place for you.

- **Heavy vehicle technicians** at Southern Cross Trucks, Yatala
- **Light vehicle technicians** and **apprentices** at every site
- **Sales consultants** for passenger, ute and truck customers
- **Service advisors**, **parts interpreters** and **administration**

We offer manufacturer training, tool allowances, salary packaging and a generous staff vehicle program. Send us a careers enquiry below.`,
  },
  {
    slug: "fleet",
    summary: "Utes, vans and trucks for Gold Coast and Northern Rivers businesses.",
    body: `From Isuzu D-MAX and Triton utes to Hino and Fuso trucks, Southern Cross supplies work vehicles to builders, landscapers, councils and logistics companies.

- Fleet pricing across Honda, Mitsubishi, Isuzu UTE, GWM and Suzuki
- Truck bodies, tippers and refrigerated pantechs arranged through Southern Cross Trucks
- Heavy vehicle servicing at Yatala, with after-hours drop-off
- Finance and leasing through our business finance team

[Talk to our fleet team](/contact) or [browse utes in stock](/search/ute).`,
  },
  {
    slug: "warranty",
    summary: "New-vehicle warranty by brand, from 3 years on trucks to 7 years on cars and utes.",
    body: `| Brand | New-vehicle warranty |
|---|---|
| GWM | 7 years, unlimited km |
| Honda | 5 years, unlimited km |
| Mitsubishi | 5 years, unlimited km (extended with dealer servicing) |
| Isuzu UTE | 6 years or 150,000 km |
| Suzuki | 5 years, unlimited km |
| Isuzu, Hino and Fuso trucks | 3 years standard, with extended driveline cover on many models |

Terms differ for commercial and rideshare use; ask our service team about your vehicle.

Used vehicles carry Queensland's statutory warranty where it applies. [Book a service](/service) or [contact us](/contact).`,
  },
  {
    slug: "roadside-assist",
    summary: "Roadside help for cars, utes and trucks, for up to 7 years.",
    body: `Most new cars and utes we sell come with roadside assistance, renewed each time you service with us, for up to **7 years**.

Truck customers can add 24/7 heavy vehicle breakdown cover, including heavy towing to Southern Cross Trucks at Yatala.

Keep your cover current: [book your next service](/service).`,
  },
  {
    slug: "vehicle-parts-and-accessories",
    summary: "Genuine parts and accessories for cars, utes and trucks.",
    body: `Our parts counters carry genuine parts and accessories for every brand we sell, and Southern Cross Trucks holds the Gold Coast's largest stock of Isuzu, Hino and Fuso truck parts.

- Ute canopies, trays, tow bars, bull bars and roof racks
- Floor mats, cargo liners and paint protection
- Truck filters, brakes and electrical parts for workshops and fleets

[Ask about a part](/contact).`,
  },
  {
    slug: "buying",
    summary: "How to buy a car, ute or truck from Southern Cross.",
    body: `1. **Search** our [new, demo and used stock](/search/new-used-and-demo-cars) across all five dealerships.
2. **Reserve** the car you like online with a refundable deposit, or [book a test drive](/book-test-drive).
3. **Estimate** your [repayments](/finance) and get a [trade-in valuation](/trade-in).
4. **Collect** your car from the dealership, or we'll deliver it anywhere between Brisbane and Byron Bay.`,
  },
  privacyPolicy(business),
  termsAndConditions(business),
];
