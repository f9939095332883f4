import type { NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { failure, toResponse } from "@/server/http/json-answer";
import { answerSnap21Rating } from "@/server/reviews/snap21-rating-api";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/** `GET /api/reviews/snap21?orgId=` on a site host (spec 001 §7, docs/api.md). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  if (!site) return toResponse(failure(404, { message: "Unknown site" }));
  try {
    const { db } = await getDatabase();
    return toResponse(await answerSnap21Rating(db, site, request.nextUrl.searchParams));
  } catch (error) {
    logFailure("Snap21 rating failed", error);
    return toResponse(failure(503, { message: "Ratings are unavailable, please try again" }));
  }
}
