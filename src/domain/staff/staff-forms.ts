import { z } from "zod";
import { normaliseStaffEmail } from "./staff-member";
import { staffRoleSchema } from "./staff-role";
import type { StaffHome } from "./staff-scope";

/** The workspace forms' texts (issue 33 names no wording; these are ours). */
export const STAFF_FORM_MESSAGES = {
  email: "Enter an e-mail address, like sam@dealer.com.au.",
  name: "Enter the person's name.",
  home: "Choose where they work.",
  code: "Enter the 6-digit code from your authenticator app.",
  recoveryCode: "Enter a recovery code, like abcd-efgh-ijkl-mnop.",
  linkSent: "If that address belongs to a workspace account, we've sent it a sign-in link. It works for 15 minutes.",
  clientLimited: "Too many sign-in attempts from this network. Please try again in an hour.",
  wrongCode: "That code didn't work. Check it and try again.",
  linkDead: "This sign-in link has expired or has been used. Ask for a new one.",
  accountLimited: "Too many wrong codes for this account. Please try again in an hour, or sign in with a passkey.",
  invitationDead: "This invitation has expired or has been used. Ask the person who invited you for a new one.",
  alreadyStaff: "That address already has a workspace account.",
  outsideScope: "You can only invite people to your own dealerships.",
  unexpected: "Something went wrong on our side. Please try again.",
} as const;

const emailSchema = z
  .string({ error: STAFF_FORM_MESSAGES.email })
  .trim()
  .max(254, STAFF_FORM_MESSAGES.email)
  .pipe(z.email({ error: STAFF_FORM_MESSAGES.email }))
  .transform(normaliseStaffEmail);

export const signInEmailSchema = z.object({ email: emailSchema });

export const totpCodeSchema = z.object({ code: z.string({ error: STAFF_FORM_MESSAGES.code }).trim().regex(/^\d{6}$/, STAFF_FORM_MESSAGES.code) });

export const recoveryCodeSchema = z.object({
  recovery_code: z.string({ error: STAFF_FORM_MESSAGES.recoveryCode }).trim().regex(/^[A-Za-z2-7\s-]{16,24}$/, STAFF_FORM_MESSAGES.recoveryCode),
});

/** `dealership:12` or `group:3`: where an invited person will work. */
const homeSchema = z
  .string({ error: STAFF_FORM_MESSAGES.home })
  .regex(/^(dealership|group):[1-9]\d{0,9}$/, STAFF_FORM_MESSAGES.home)
  .transform((value): StaffHome => {
    const [kind, id] = value.split(":");
    return kind === "dealership" ? { dealershipId: Number(id), dealerGroupId: null } : { dealershipId: null, dealerGroupId: Number(id) };
  });

export const invitationFormSchema = z.object({
  email: emailSchema,
  name: z.string({ error: STAFF_FORM_MESSAGES.name }).trim().min(1, STAFF_FORM_MESSAGES.name).max(120, STAFF_FORM_MESSAGES.name),
  role: staffRoleSchema,
  home: homeSchema,
});
export type InvitationForm = z.infer<typeof invitationFormSchema>;

/** Per-field messages from a failed parse: the first message for each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.message;
  }
  return out;
}
