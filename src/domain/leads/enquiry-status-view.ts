import type { EnquiryStage } from "./enquiry-status";

/** An enquiry's progress as the status page and the garage show it, with times on the site's clock. */
export type EnquiryStatusView = {
  category: string;
  dealershipName: string;
  car: { name: string; href: string | null } | null;
  /** When it was sent, on the site's clock. */
  sentAt: string;
  steps: { stage: EnquiryStage; label: string; at: string | null; reached: boolean }[];
  /** The stage reached last, which the page marks as the current step. */
  current: EnquiryStage;
};
