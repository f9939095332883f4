import type { NextRequest } from "next/server";
import { handleGarageForm } from "@/server/watchlist/garage-forms";

/** The garage's `save-car` form (issue 14): a post answered 303 to the garage with a notice (docs/api.md). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  return handleGarageForm(request, params, "save-car");
}
