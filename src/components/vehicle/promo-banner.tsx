"use client";

import { TagIcon, WrenchIcon, CarIcon } from "@/components/ui/icons";

const FEATURES = [
  { icon: <TagIcon className="size-6" />, title: "Latest offers", text: "Drive-away deals and finance offers, updated every month.", href: "/special-offers", cta: "See offers" },
  { icon: <WrenchIcon className="size-6" />, title: "Book a service online", text: "Pick a time that suits you; we will have it ready.", href: "/service", cta: "Book a service" },
  { icon: <CarIcon className="size-6" />, title: "Sell your car", text: "Get a fair price for your car, with or without a trade.", href: "/sell-your-car", cta: "Sell your car" },
];

/**
 * Spec 000 §2: "Promo banner with three features (latest offers, book service online, sell your car)". The same on
 * every vehicle page: a client component so that the RSC payload carries the site's name, not the markup (decision 019).
 */
export function PromoBanner({ siteName }: { siteName: string }) {
  return (
    <section aria-label={`More from ${siteName}`} className="hero rounded-card p-6 sm:p-8">
      <ul className="grid gap-6 sm:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15 ring-1 ring-current/20">{feature.icon}</span>
            <div>
              <h2 className="text-lg">{feature.title}</h2>
              <p className="mt-1 text-sm opacity-90">{feature.text}</p>
              <a href={feature.href} className="mt-2 inline-block text-sm font-bold underline underline-offset-4">
                {feature.cta}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
