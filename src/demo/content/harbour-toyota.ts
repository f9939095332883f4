import type { DemoPage } from "./demo-page";
import { privacyPolicy, termsAndConditions } from "./legal-pages";

const business = {
  name: "Harbour Toyota",
  legalName: "Harbour Motor Holdings Pty Ltd",
  abn: "41 612 845 903",
  state: "NSW",
  address: "215 Lambton Road, Broadmeadow NSW 2292",
  privacyEmail: "privacy@harbourtoyota.example",
  phone: "(02) 5550 1100",
  licence: "Motor Dealer Licence MD 018722",
} as const;

/** Harbour Toyota, Newcastle and the Hunter: a family-owned Toyota franchise with two sites. */
export const HARBOUR_TOYOTA_PAGES: readonly DemoPage[] = [
  {
    slug: "about-us",
    summary: "Newcastle and the Hunter's Toyota dealer since 1978, still family owned.",
    body: `Harbour Toyota opened on Lambton Road in 1978 with six new Corollas, a two-bay workshop and a promise from founder Ray Castellano: look after people and they will come back. Nearly fifty years and three generations of the Castellano family later, we are one of the Hunter's longest-serving Toyota dealers.

## Two sites, one team

- **Broadmeadow**, 215 Lambton Road: new and used vehicle sales, Toyota Certified Pre-Owned, finance, service and genuine parts.
- **Maitland**, 402 High Street: sales, a 12-bay service centre and a parts counter that opens at 7am for tradies.

More than 90 people work across the two sites, including 28 Toyota-trained technicians. Many of our team have been with us for over twenty years, and several of our apprentices now run the workshop floor.

## What you can expect

We price every car drive-away, so the number you see is the number you pay. We will give you an honest valuation on your trade-in, and we will never rush you. If you would like to take a car home for the afternoon, just ask.

We are proud supporters of the Newcastle Knights junior league, the Hunter Medical Research Institute and Hunter Rescue.

[Meet the team at Broadmeadow or Maitland](/contact), or [browse our stock](/search/new-used-and-demo-cars).`,
  },
  {
    slug: "careers",
    summary: "Join a family business that trains its own and promotes from within.",
    body: `We are always glad to hear from people who care about doing a good job. Most of our service managers started as apprentices here, and we pay for Toyota training at every stage of your career.

## Why work with us

- Toyota Technical Education Program (T-TEP) training, paid for and done in work time.
- Salary packaging, staff pricing on vehicles, parts and servicing, and a uniform allowance.
- Rostered Saturdays with a day off in lieu, and no Sunday trading.
- Four weeks' leave plus your birthday off.

## Roles we often recruit

- **Automotive technicians** and **apprentices** (first-year intake each January)
- **Sales consultants** for new and Certified Pre-Owned vehicles
- **Service advisors** and **parts interpreters**
- **Detailers** and **drivers** (a current NSW licence is essential)

## How to apply

Tell us about yourself with the form below: the role you are interested in, your experience and when you could start. Our people and culture team reads every enquiry and replies within a week.`,
  },
  {
    slug: "fleet",
    format: "html",
    summary: "Toyota fleet supply and servicing for Hunter businesses, councils and not-for-profits.",
    body: `<p>From a single HiLux for a sole trader to a rolling replacement program for a mine-site contractor, our fleet team supplies and looks after vehicles for more than 300 Hunter businesses.</p>
<h2>What we offer fleet customers</h2>
<ul>
<li>Government and fleet pricing through Toyota Fleet Management and your leasing company.</li>
<li>A dedicated fleet manager who handles ordering, accessories fit-out and delivery.</li>
<li>Priority service bookings, early-start drop-off at Maitland and loan vehicles on request.</li>
<li>Consolidated monthly invoicing for servicing and parts.</li>
</ul>
<h2>Popular fleet vehicles</h2>
<table>
<thead><tr><th scope="col">Need</th><th scope="col">Vehicles</th></tr></thead>
<tbody>
<tr><td>Trade and mining</td><td>HiLux, LandCruiser 70, HiAce</td></tr>
<tr><td>Sales and executive</td><td>Camry Hybrid, RAV4 Hybrid</td></tr>
<tr><td>Community transport</td><td>HiAce Commuter, Kluger</td></tr>
</tbody>
</table>
<p>To talk about your fleet, <a href="/contact">send us a message</a> and ask for our fleet manager.</p>`,
  },
  {
    slug: "warranty",
    summary: "Toyota's 5-year warranty, up to 7 years on the engine and driveline, and the Certified Pre-Owned extras.",
    body: `Every new Toyota comes with Toyota's **5-year, unlimited-kilometre warranty**. Service your Toyota on time by the logbook and Toyota Warranty Advantage extends cover on the engine and driveline to **7 years**.

| Cover | New Toyota | Toyota Certified Pre-Owned |
|---|---|---|
| Warranty | 5 years, unlimited km | 1 year extra Toyota warranty |
| Engine and driveline | Up to 7 years with logbook servicing | Remaining factory cover |
| Inspection | Pre-delivery inspection | 90-point inspection |
| Roadside assist | Available to purchase | 12 months included |

## Toyota Certified Pre-Owned

Our Certified Pre-Owned Toyotas are under seven years old with fewer than 140,000 km. Each one passes a **90-point inspection** by our technicians and comes with **1 year of extra Toyota warranty** and **12 months' roadside assist**, as well as a vehicle history report.

## Making a claim

Bring your vehicle to either of our service centres, or any Toyota dealer in Australia. Warranty repairs are free of charge. Your rights under the Australian Consumer Law apply in addition to the warranty.

[Book a service](/service) or [ask us about warranty](/contact).`,
  },
  {
    slug: "roadside-assist",
    summary: "Help on the road, 24 hours a day, for up to 7 years.",
    body: `Toyota Roadside Assistance covers you anywhere in Australia, 24 hours a day, 365 days a year.

## What's covered

- Flat battery jump-starts, flat tyre changes and emergency fuel
- Lost or locked-in keys
- Towing to the nearest Toyota dealer when your car can't be fixed at the roadside
- Accommodation, car hire or travel home if you break down more than 100 km from home

## How long

Roadside assist is included for 12 months on every Toyota Certified Pre-Owned vehicle. On new Toyotas you can buy it for up to **7 years**, and each logbook service at Harbour Toyota renews it for another 12 months, up to that limit.

Call the number on your membership card if you need help. [Book a service](/service) to keep your cover running.`,
  },
  {
    slug: "vehicle-parts-and-accessories",
    summary: "Genuine Toyota parts and accessories, fitted by people who know your car.",
    body: `Our parts counters at Broadmeadow and Maitland stock thousands of genuine Toyota parts, and can get most others overnight from Toyota's Sydney warehouse.

## Genuine accessories

Genuine accessories are designed for your Toyota and keep your new-car warranty intact. Popular fit-outs include:

- HiLux and LandCruiser: bull bars, towbars, canopies, snorkels and driving lights
- RAV4 and Kluger: roof racks, cargo liners, weather shields and tow packs
- Every model: all-weather floor mats, paint protection and tinting

Accessories fitted before delivery can be included in your finance.

## Trade and workshop customers

Trade accounts are available for workshops, fleets and farms. The Maitland counter opens at 7am on weekdays.

[Ask the parts team](/contact) for a price or availability.`,
  },
  {
    slug: "buying",
    summary: "How buying a car from Harbour Toyota works, from first look to delivery day.",
    body: `## 1. Find your car

Browse our [new, demo and used stock](/search/new-used-and-demo-cars). Every price is drive-away. If the car you want is on its way, we will show you when it is due.

## 2. Drive it

[Book a test drive](/book-test-drive) at Broadmeadow or Maitland, or ask us to bring the car to you.

## 3. Trade-in and finance

Get a [trade-in valuation](/trade-in) online and [work out your repayments](/finance). Our business managers compare Toyota Finance with other lenders to find you a good rate.

## 4. Delivery

We prepare your car, register it in your name and walk you through every feature on the day. Most new Toyotas in stock can be delivered within three business days.`,
  },
  privacyPolicy(business),
  termsAndConditions(business),
];
