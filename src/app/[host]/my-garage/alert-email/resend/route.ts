import type { NextRequest } from "next/server";
import { handleGarageForm } from "@/server/watchlist/garage-forms";

/** The garage's "Send the link again": another link to confirm the alert address, at most one per 10 minutes; 303 to the garage with a notice (docs/api.md). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  return handleGarageForm(request, params, "resend-email-link");
}
