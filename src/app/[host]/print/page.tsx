import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DRIVE_AWAY_ANCHOR, DriveAwaySection } from "@/components/drive-away/drive-away-section";
import { PriceDisplay } from "@/components/pricing/price-display";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import type { Site } from "@/domain/site/site";
import { requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { loadDriveAwayPanel } from "@/server/drive-away/drive-away-panel";
import { imageUrl } from "@/domain/media/image-url";
import { loadVehiclePageModel } from "@/server/vehicle/vehicle-page-model";
import { PrintButton } from "./print-button";
import styles from "./print.module.css";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ car_id?: string | string[]; postcode?: string | string[] }> };

const slugOf = async (searchParams: Props["searchParams"]) => {
  const value = (await searchParams).car_id;
  return typeof value === "string" && /^[a-z0-9-]{1,200}$/i.test(value) ? value : null;
};

/** Metadata and page ask for the same car; one load per request. */
const loadModel = cache(async (site: Site, slug: string | null) => (slug ? loadVehiclePageModel((await getDatabase()).db, site, slug) : null));

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await requireSite(params);
  const slug = await slugOf(searchParams);
  const model = await loadModel(site, slug);
  if (!slug || !model) return {};
  // The car's name, not its slug (issue 32).
  const title = `Print: ${model.car.name}`;
  return {
    ...buildPageMetadata({ baseUrl: siteBaseUrl(site), path: `/print?car_id=${slug}`, siteName: site.name, title, description: `Printable details of the ${model.car.name} at ${site.name}.` }),
    robots: { index: false, follow: true },
  };
}

/** Spec 000 §2 `/print?car_id={slug}`: the vehicle on one printable page (opened in a new tab). */
export default async function PrintPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const slug = await slugOf(searchParams);
  const model = await loadModel(site, slug);
  if (!model) notFound();
  const { car, extras } = model;
  const driveAway = model.inStock ? await loadDriveAwayPanel((await getDatabase()).db, site, car.id, (await searchParams).postcode, new Date()) : null;
  const photos = extras.media.images.slice(0, 3);
  return (
    <article className={`${styles.sheet} mx-auto max-w-4xl px-4 py-8 text-ink`}>
      <div className={`${styles.screenOnly} mb-6 flex items-center justify-between gap-4 rounded-card border border-line bg-white p-4`}>
        <p className="text-sm text-ink-muted">This page is laid out for printing.</p>
        <PrintButton />
      </div>
      <header className="flex items-baseline justify-between gap-4 border-b-4 border-brand-primary pb-3">
        <p className="text-lg font-bold">{site.name}</p>
        <p className="text-sm text-ink-muted">Stock number {car.stocknum}</p>
      </header>
      <h1 className="mt-4 text-3xl">{car.name}</h1>
      {model.subtitle ? <p className="mt-1 text-ink-muted">{model.subtitle}</p> : null}
      {photos.length > 0 ? (
        <div className="mt-4 grid grid-cols-3 gap-2">
          {photos.map((photo, i) => (
            // eslint-disable-next-line @next/next/no-img-element -- JPEG from the image-URL builder prints everywhere
            <img key={photo.url} src={imageUrl(photo.url, { width: i === 0 ? 960 : 480, format: "jpeg" })} alt={`${car.name}, photo ${i + 1}`} width={1200} height={800} className={`w-full rounded object-cover ${i === 0 ? "col-span-3 aspect-[16/9]" : "aspect-[3/2]"}`} />
          ))}
        </div>
      ) : null}
      <section className="mt-5 flex flex-wrap items-end justify-between gap-4">
        {model.inStock ? <PriceDisplay display={model.price} priceType={car.priceType} size="page" /> : <p className="price-amount text-4xl">SOLD</p>}
        {model.phone ? <p className="text-lg font-bold">Call {model.phone.display}</p> : null}
      </section>
      {driveAway ? (
        <DriveAwaySection carId={car.id} formAction={`/print#${DRIVE_AWAY_ANCHOR}`} hiddenFields={{ car_id: car.slug }} headingLevel={2} className="mt-6" {...driveAway} />
      ) : null}
      <section className="mt-6">
        <h2 className="text-xl">Key information</h2>
        <dl className="mt-2 grid grid-cols-2 gap-x-8 gap-y-1 text-sm sm:grid-cols-3">
          {[...model.keyInformation, ...(model.regoExpiry ? [{ label: "Rego expiry", value: model.regoExpiry }] : [])].map((line) => (
            <div key={line.label} className="flex justify-between gap-2 border-b border-line py-1">
              <dt className="text-ink-muted">{line.label}</dt>
              <dd className="text-right font-semibold">{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {model.specifications.length > 0 ? (
        <section className="mt-6">
          <h2 className="text-xl">Specifications</h2>
          <dl className="mt-2 grid grid-cols-2 gap-x-8 gap-y-1 text-sm">
            {model.specifications.map((line) => (
              <div key={line.label} className="flex justify-between gap-2 border-b border-line py-1">
                <dt className="text-ink-muted">{line.label}</dt>
                <dd className="text-right font-semibold">{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {car.features.length > 0 ? (
        <section className="mt-6">
          <h2 className="text-xl">Features</h2>
          <ul className="mt-2 columns-2 text-sm sm:columns-3">
            {car.features.map((feature, i) => (
              <li key={`${i}-${feature}`}>• {feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="mt-6">
        <h2 className="text-xl">Dealer comments</h2>
        <div className="mt-2 space-y-2 text-sm">
          {model.commentsHtml.map((html, i) => (
            <p key={i} dangerouslySetInnerHTML={{ __html: html }} />
          ))}
        </div>
      </section>
      {extras.location ? (
        <footer className="mt-8 border-t border-line pt-3 text-sm text-ink-muted">
          {extras.location.name}, {extras.location.street}, {extras.location.city} {extras.location.state} {extras.location.postcode}
        </footer>
      ) : null}
    </article>
  );
}
