import Link from "next/link";
import { WrenchIcon } from "@/components/ui/icons";

/** Spec 001 §2: "service banner 'BOOK A SERVICE'". */
export function ServiceBanner({ text, href }: { text: string; href: string }) {
  return (
    <section aria-labelledby="service-banner-title" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex flex-col gap-4 rounded-card bg-brand-primary p-6 text-brand-primary-text sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <WrenchIcon className="mt-1 size-8 shrink-0" />
          <div>
            <h2 id="service-banner-title" className="text-2xl tracking-wider sm:text-3xl">BOOK A SERVICE</h2>
            <p className="mt-1 max-w-2xl">{text}</p>
          </div>
        </div>
        <Link href={href} prefetch={false} className="btn btn-outline shrink-0">
          Book Now<span className="sr-only"> a service</span>
        </Link>
      </div>
    </section>
  );
}
