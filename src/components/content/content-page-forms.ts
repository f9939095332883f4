import { careersFormConfig } from "@/components/forms/form-configs";
import type { LeadFormConfig } from "@/domain/leads/lead-form-config";
import type { ContentPageSlug } from "@/domain/content/content-pages";

/** The form a content page carries below its text. Spec 001 §4: the careers page's enquiry. */
export const CONTENT_PAGE_FORMS: Partial<Record<ContentPageSlug, LeadFormConfig>> = {
  careers: careersFormConfig,
};
