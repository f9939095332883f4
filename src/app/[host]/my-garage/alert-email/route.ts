import type { NextRequest } from "next/server";
import { handleGarageForm } from "@/server/watchlist/garage-forms";

/** The garage's `alert-email` form (issue 14): gives or removes the address alerts also go to; 303 to the garage with a notice (docs/api.md). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  return handleGarageForm(request, params, "alert-email");
}
