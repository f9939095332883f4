"use client";

import { lazy, Suspense, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";
import type { LeadFormSetup } from "@/domain/leads/lead-form-config";
import { VEHICLE_FORM_LABELS, vehicleEnquireHref, type VehicleFormName } from "./vehicle-enquiry";

/** The dialog and its form load on first intent, not with the page: the first load stays within its budget and the main thread free. */
const loadDialog = () => import("./vehicle-enquiry-dialog");
const VehicleEnquiryDialog = lazy(loadDialog);

type Props = {
  carId: number;
  carSlug: string;
  carName: string;
  setup: LeadFormSetup;
  /** Which forms get a button, in order (the phone's bar shows only Enquire Now). */
  forms: readonly VehicleFormName[];
  buttonClassName?: string;
  /** The dealership's typical reply time, shown in the form's dialog (null: no figure). */
  replyLine?: string | null;
};

/**
 * The vehicle page's enquiry, test-drive and request-photos buttons (spec 000 §2): each opens its form in a
 * native modal <dialog>. Without JavaScript each is a link to the same form on `/cars/{slug}/enquire`.
 */
export function VehicleEnquiryButtons({ carId, carSlug, carName, setup, forms, buttonClassName = "btn btn-outline w-full text-ink", replyLine = null }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<VehicleFormName | null>(null);

  return (
    <>
      {forms.map((form, index) =>
        hydrated ? (
          <button
            key={form}
            type="button"
            aria-haspopup="dialog"
            className={index === 0 ? buttonClassName.replace("btn-outline", "btn-accent").replace(" text-ink", "") : buttonClassName}
            {...preloadOnIntent(loadDialog)}
            onClick={() => setOpen(form)}
          >
            {VEHICLE_FORM_LABELS[form]}
          </button>
        ) : (
          <a key={form} href={vehicleEnquireHref(carSlug, form)} className={index === 0 ? buttonClassName.replace("btn-outline", "btn-accent").replace(" text-ink", "") : buttonClassName}>
            {VEHICLE_FORM_LABELS[form]}
          </a>
        ),
      )}
      {open ? (
        <Suspense fallback={null}>
          <VehicleEnquiryDialog form={open} carId={carId} carSlug={carSlug} carName={carName} setup={setup} replyLine={replyLine} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
