import { z } from "zod";
import { emailSchema, requiredText } from "@/domain/leads/lead-fields";

/** The spec gives no texts for the review form; these say what to fix. */
export const REVIEW_MESSAGES = {
  name: "Please enter your name.",
  rating: "Please choose a star rating from 1 to 5.",
  text: "Please write your review (at least 20 characters).",
  dealership: "Please select the dealership you are reviewing.",
  thanks: "Thank you for your review. It will appear on our site once our team has approved it.",
} as const;

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2_000;

/** What the rules depend on: the site's dealerships (the select is required when there is more than one). */
export type ReviewFormContext = { dealershipSlugs: readonly string[] };

const reviewFieldsSchema = z.object({
  customer_name: requiredText(80, REVIEW_MESSAGES.name),
  email: emailSchema,
  rating: z.coerce.number({ error: REVIEW_MESSAGES.rating }).int({ error: REVIEW_MESSAGES.rating }).min(1, { error: REVIEW_MESSAGES.rating }).max(5, { error: REVIEW_MESSAGES.rating }),
  text: z.string({ error: REVIEW_MESSAGES.text }).trim().min(REVIEW_TEXT_MIN, { error: REVIEW_MESSAGES.text }).max(REVIEW_TEXT_MAX, { error: `At most ${REVIEW_TEXT_MAX} characters.` }),
  dealership_slug: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(100).optional()),
  /** The honeypot: hidden from people, so any value marks the review as suspected spam. */
  fax: z.preprocess((v) => (typeof v === "string" ? v : undefined), z.string().max(1000).optional()),
});

export type ReviewSubmission = { customerName: string; email: string; rating: number; text: string; dealershipSlug: string; honeypot: boolean };

/** The review form's one schema: the server validates with it; the site decides which dealership a review is for. */
export function reviewSubmissionSchema(context: ReviewFormContext) {
  return reviewFieldsSchema
    .superRefine((v, ctx) => {
      const chosen = v.dealership_slug ?? (context.dealershipSlugs.length === 1 ? context.dealershipSlugs[0] : undefined);
      if (chosen === undefined || !context.dealershipSlugs.includes(chosen)) ctx.addIssue({ code: "custom", path: ["dealership_slug"], message: REVIEW_MESSAGES.dealership });
    }, { when: (payload) => typeof payload.value === "object" && payload.value !== null })
    .transform((v): ReviewSubmission => ({
      customerName: v.customer_name,
      email: v.email,
      rating: v.rating,
      text: v.text,
      dealershipSlug: v.dealership_slug ?? context.dealershipSlugs[0] ?? "",
      honeypot: (v.fax ?? "").trim() !== "",
    }));
}
