import type { NextRequest } from "next/server";
import { actionTextFields } from "./action-request";

/** A plain HTML form post's text fields (the last of a repeated key); none when the body is not a form. */
export async function formPostFields(request: NextRequest): Promise<Record<string, string>> {
  const data = await request.formData().catch(() => null);
  return data ? Object.fromEntries(actionTextFields(data)) : {};
}

/** A form post's answer: the browser GETs `location` next, so a reload repeats nothing. */
export const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
