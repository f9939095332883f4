import type { DemoBusiness, DemoPage } from "./demo-page";

const STATE_LAW: Record<DemoBusiness["state"], string> = {
  NSW: "New South Wales",
  VIC: "Victoria",
  QLD: "Queensland",
};

/** A privacy policy of the kind an Australian dealership publishes under the Privacy Act 1988 (Cth). */
export function privacyPolicy(b: DemoBusiness): DemoPage {
  return {
    slug: "privacy-policy",
    summary: `How ${b.name} collects, uses and protects your personal information.`,
    body: `${b.legalName} (ABN ${b.abn}), trading as ${b.name} ("we", "us"), is bound by the *Privacy Act 1988* (Cth) and the Australian Privacy Principles. This policy explains what we collect, why, and how you can access or correct it.

## What we collect

- Your name, phone number, email address and postcode when you send an enquiry, book a test drive or service, or ask about finance.
- Details of a vehicle you want to trade in or sell to us, including its registration and odometer reading.
- For finance and insurance, the information a lender or insurer needs to assess your application. We pass this to them only with your consent.
- How you use our website (pages visited, the search you ran), so we can follow up on the car you were looking at.

## How we use it

We use your information to answer your enquiry, arrange test drives, services and deliveries, prepare quotes, register vehicles, and meet our obligations under motor dealer, consumer and anti-money-laundering laws. If you tick the box to hear about offers, we will send you news and offers until you unsubscribe; every message has an unsubscribe link.

We may share your details with the manufacturer of the brand you are interested in (for warranty, recalls and customer care), with finance and insurance providers you choose to deal with, and with service providers who work for us (for example our customer management system). We do not sell your personal information.

## Overseas disclosure

Some of our service providers store data outside Australia, including in New Zealand, Singapore and the United States. We take reasonable steps to ensure they protect it to the standard of the Australian Privacy Principles.

## Access, correction and complaints

You can ask for a copy of the information we hold about you, or ask us to correct it, by contacting our Privacy Officer at [${b.privacyEmail}](mailto:${b.privacyEmail}) or on ${b.phone}. If you are not satisfied with how we handle a complaint, you can contact the Office of the Australian Information Commissioner at oaic.gov.au.

*Last reviewed in July 2025.*`,
  };
}

/** Website terms and conditions: use of the site, pricing, offers and the state's consumer law. */
export function termsAndConditions(b: DemoBusiness): DemoPage {
  return {
    slug: "terms-and-conditions",
    summary: `The terms of using the ${b.name} website, and how we price and describe our vehicles.`,
    body: `These terms apply to your use of the ${b.name} website, operated by ${b.legalName} (ABN ${b.abn}), ${b.address}. ${b.licence}.

## Vehicle information and prices

We take care to describe every vehicle accurately, but specifications, features and photographs come partly from manufacturers and data providers and may differ from the vehicle itself. Please confirm anything that matters to you with our sales team before you buy.

Prices shown are drive-away unless marked otherwise and include GST and on-road costs for a private buyer in ${STATE_LAW[b.state]}. A price marked "Excl. Govt. Charges" does not include registration, compulsory third party insurance and stamp duty. Business and fleet buyers may pay different on-road costs.

A vehicle is not held for you until a deposit is paid and a contract of sale is signed. Online reservations are subject to the terms shown when you reserve.

## Offers

Special offers are available for the period stated, while stocks last, and cannot be combined with other offers unless we say so. Finance offers are subject to the lender's credit approval, fees and charges.

## Your rights

Nothing in these terms excludes the consumer guarantees of the *Australian Consumer Law* or your rights under ${STATE_LAW[b.state]} motor dealer legislation.

## Using this website

You may use this website to browse our stock and contact us. You must not copy our content for commercial use, or try to interfere with the site. Links to other websites are provided for convenience; we are not responsible for their content.

These terms are governed by the laws of ${STATE_LAW[b.state]}.`,
  };
}
