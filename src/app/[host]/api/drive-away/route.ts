import type { NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { answerDriveAway } from "@/server/drive-away/drive-away-api";
import { failure, toResponse } from "@/server/http/json-answer";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/** `GET /api/drive-away?car_id=&postcode=` on a site host (docs/api.md). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  if (!site) return toResponse(failure(404, { message: "Unknown site" }));
  try {
    const { db } = await getDatabase();
    return toResponse(await answerDriveAway(db, site, request.nextUrl.searchParams, new Date()));
  } catch (error) {
    logFailure("Drive-away estimate failed", error);
    return toResponse(failure(503, { message: "Drive-away estimates are unavailable, please try again" }));
  }
}
