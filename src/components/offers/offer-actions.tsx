import Link from "next/link";
/** Spec 001 §2 offer card and page: "Enquire Now, Explore {model}, Book A Test Drive". */
export function OfferActions({ enquireHref, model, offerName }: { enquireHref: string; model: { name: string; href: string } | null; offerName: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={enquireHref} className="btn btn-accent">
        Enquire Now<span className="sr-only"> about {offerName}</span>
      </a>
      {model ? (
        <a href={model.href} className="btn btn-outline">
          Explore {model.name}
        </a>
      ) : null}
      <Link prefetch={false} href="/book-test-drive" className="btn btn-outline">
        Book A Test Drive
      </Link>
    </div>
  );
}
