"use client";

import { ModalDialog } from "@/components/ui/modal-dialog";
import { contactFormConfig } from "./form-configs";
import type { LeadFormSetup } from "@/domain/leads/lead-form-config";
import { LeadForm } from "./lead-form";

/** Spec 001 §2: the enquiry modal titled 'Email Us', the contact form of /contact; loaded when the header opens it. */
export default function EmailUsDialog({ setup, onClose }: { setup: LeadFormSetup; onClose: () => void }) {
  return (
    <ModalDialog title={contactFormConfig.title} width="xl" onClose={onClose} initialFocus="input:not([type=hidden]):not([tabindex='-1']), textarea, select">
      <LeadForm config={contactFormConfig} setup={setup} idPrefix="email-us" permalink="/contact" />
    </ModalDialog>
  );
}
