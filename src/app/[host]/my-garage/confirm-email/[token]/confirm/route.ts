import type { NextRequest } from "next/server";
import { decodeRouteParam } from "@/domain/security/request-target";
import { handleConfirmEmail } from "@/server/watchlist/garage-forms";

type Context = { params: Promise<{ host: string; token: string }> };

/** `POST /my-garage/confirm-email/{token}/confirm`: the confirmation page's button (issue 14); 303 back to the page. */
export async function POST(_request: NextRequest, { params }: Context) {
  return handleConfirmEmail(params, decodeRouteParam((await params).token));
}
