import { serviceFormConfig } from "@/components/forms/form-configs";
import type { LeadFormSetup } from "@/domain/leads/lead-form-config";
import { LeadFormSection } from "@/components/forms/lead-form-section";

type Props = { title: string; siteName: string; setup: LeadFormSetup; path: string };

/** The service booking request: `/service` and, on a site with a service-booking web key, `/{brand}-service` (spec 001 §2). */
export function ServiceBooking({ title, siteName, setup, path }: Props) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-ink-muted">Tell us about your car and when suits you; the {siteName} service team will confirm your booking.</p>
      <div className="mt-8">
        <LeadFormSection setup={setup} config={serviceFormConfig} path={path} id="service-booking" />
      </div>
    </div>
  );
}
