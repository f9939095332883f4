"use client";

import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "@/components/finance/use-hydrated";
import { CloseIcon } from "@/components/ui/icons";
import { FocusOnMount } from "@/components/ui/focus-on-mount";
import { Spinner } from "@/components/ui/spinner";
import type { LeadFormSetup } from "./lead-form-config";
import { VEHICLE_FORM_LABELS, vehicleEnquireHref, type VehicleFormName } from "./vehicle-enquiry";

/** The form loads when the page is idle, not with it: the vehicle page's first load stays within its budget. */
const loadForm = () => import("./vehicle-enquiry-form");
const VehicleEnquiryForm = lazy(() => loadForm().then((module) => ({ default: module.VehicleEnquiryForm })));

type Props = {
  carId: number;
  carSlug: string;
  carName: string;
  setup: LeadFormSetup;
  /** Which forms get a button, in order (the phone's bar shows only Enquire Now). */
  forms: readonly VehicleFormName[];
  buttonClassName?: string;
};

/**
 * The vehicle page's enquiry, test-drive and request-photos buttons (spec 000 §2): each opens its form in a
 * native modal <dialog>. Without JavaScript each is a link to the same form on `/cars/{slug}/enquire`.
 */
export function VehicleEnquiryButtons({ carId, carSlug, carName, setup, forms, buttonClassName = "btn btn-outline w-full text-ink" }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<VehicleFormName | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (hydrated) void loadForm();
  }, [hydrated]);
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    element.showModal();
  }, [open]);

  return (
    <>
      {forms.map((form, index) =>
        hydrated ? (
          <button
            key={form}
            type="button"
            aria-haspopup="dialog"
            className={index === 0 ? buttonClassName.replace("btn-outline", "btn-accent").replace(" text-ink", "") : buttonClassName}
            onClick={(event) => {
              opener.current = event.currentTarget;
              setOpen(form);
            }}
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
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }}
          onClick={(event) => {
            if (event.target === event.currentTarget) event.currentTarget.close();
          }}
          className="m-0 grid h-dvh max-h-none w-screen max-w-none place-items-center overflow-y-auto bg-black/60 p-4 text-ink"
        >
          <div className="w-full max-w-xl rounded-card bg-white shadow-2xl">
            <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
              <div>
                <h2 id={titleId} className="text-xl">
                  {VEHICLE_FORM_LABELS[open]}
                </h2>
                <p className="mt-1 text-sm text-ink-muted">{carName}</p>
              </div>
              <button type="button" aria-label="Close" onClick={() => dialog.current?.close()} className="-m-2 rounded-full p-2 hover:bg-neutral-100">
                <CloseIcon />
              </button>
            </div>
            <div className="max-h-[75dvh] overflow-y-auto px-5 py-5">
              <Suspense fallback={<p role="status" className="flex items-center gap-2 text-ink-muted"><Spinner /> Loading the form…</p>}>
                <VehicleEnquiryForm form={open} carId={carId} carSlug={carSlug} setup={setup} />
                <FocusOnMount container={dialog} selector="input:not([type=hidden]):not([tabindex='-1']), textarea, select" />
              </Suspense>
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
