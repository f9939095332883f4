import { z } from "zod";
import { emailSchema } from "../leads/lead-fields";

/**
 * The garage's alert e-mail form (issue 14): an address makes alerts go by e-mail as well as by text; an empty field
 * removes it. A bad address gets the lead forms' own message.
 */
export const alertEmailFormSchema = z.object({
  email: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), emailSchema.nullable()),
});
