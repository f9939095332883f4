import type { NextRequest } from "next/server";
import { handleSpinForm } from "@/server/spin-to-win/spin-form";

/** The wheel's form (spec 001 §2 /spin-to-win; decision 026): a post answered 303 to the page (docs/api.md). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  return handleSpinForm(request, params);
}
