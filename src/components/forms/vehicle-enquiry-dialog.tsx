"use client";

import { ModalDialog } from "@/components/ui/modal-dialog";
import type { LeadFormSetup } from "@/domain/leads/lead-form-config";
import { VEHICLE_FORM_LABELS, type VehicleFormName } from "./vehicle-enquiry";
import { TypicalReplyNote } from "./typical-reply-note";
import { VehicleEnquiryForm } from "./vehicle-enquiry-form";

type Props = { form: VehicleFormName; carId: number; carSlug: string; carName: string; setup: LeadFormSetup; replyLine: string | null; onClose: () => void };

/** One of the vehicle page's forms in its dialog, loaded (shell and form together) after the page by VehicleEnquiryButtons. */
export default function VehicleEnquiryDialog({ form, carId, carSlug, carName, setup, replyLine, onClose }: Props) {
  return (
    <ModalDialog title={VEHICLE_FORM_LABELS[form]} subtitle={carName} width="xl" onClose={onClose} initialFocus="input:not([type=hidden]):not([tabindex='-1']), textarea, select">
      <TypicalReplyNote text={replyLine} className="mb-4" />
      <VehicleEnquiryForm form={form} carId={carId} carSlug={carSlug} setup={setup} />
    </ModalDialog>
  );
}
