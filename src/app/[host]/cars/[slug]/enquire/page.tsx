import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { VEHICLE_FORM_LABELS, vehicleEnquireHref, vehicleFormName } from "@/components/forms/vehicle-enquiry";
import { vehicleFormConfig } from "@/components/forms/vehicle-form-config";
import { getDatabase } from "@/db/connection";
import { findSiteCarBySlug } from "@/db/queries/cars";
import { decodeRouteParam } from "@/domain/security/request-target";
import { typicalReplyLine } from "@/server/inbox/typical-reply-line";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { requireSite } from "@/server/tenancy/require-site";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";

type Props = { params: Promise<{ host: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Enquire", robots: { index: false } };

/**
 * `/cars/{slug}/enquire?form=enquiry|test-drive|request-photos`: the vehicle page's dialog forms as a plain
 * page, where its buttons lead without JavaScript.
 */
export default async function VehicleEnquirePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const { db } = await getDatabase();
  const slug = decodeRouteParam((await params).slug);
  const car = slug === null ? null : await findSiteCarBySlug(db, site, slug);
  if (!car) notFound();
  const raw = (await searchParams).form;
  const formName = vehicleFormName(Array.isArray(raw) ? raw[0] : raw);
  const [setup, replyLine] = await Promise.all([loadLeadFormSetup(db, site, car), typicalReplyLine(db, car.dealershipId, new Date())]);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">{VEHICLE_FORM_LABELS[formName]}</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{car.name}</h1>
      <p className="mt-3">
        <Link href={vehiclePath(car.slug)} prefetch={false} className="text-link">
          Back to the car
        </Link>
      </p>
      <div className="mt-8">
        <LeadFormSection setup={setup} config={vehicleFormConfig(formName, car.id)} path={vehicleEnquireHref(car.slug, formName)} replyLine={replyLine} />
      </div>
    </div>
  );
}
