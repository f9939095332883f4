import type { NextRequest } from "next/server";
import { answerSavedCarIds } from "@/server/watchlist/watchlist-answers";
import { watchlistGet } from "@/server/watchlist/watchlist-routes";

export const dynamic = "force-dynamic";

/** `GET /api/watchlist`: the signed-in shopper's saved car ids (docs/api.md). */
export async function GET(request: NextRequest, context: { params: Promise<{ host: string }> }) {
  return watchlistGet(request, context, answerSavedCarIds);
}
