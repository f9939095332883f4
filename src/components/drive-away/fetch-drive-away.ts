import type { DriveAwayView } from "@/domain/drive-away/drive-away-view";

export type DriveAwayLookup = { kind: "estimate"; view: DriveAwayView } | { kind: "error"; message: string };

const FAILED = "Sorry, the estimate is unavailable right now. Please try again.";

/** `GET /api/drive-away` (docs/api.md): the breakdown, or the message the API gives for the postcode. */
export async function fetchDriveAway(carId: number, postcode: string): Promise<DriveAwayLookup> {
  try {
    const response = await fetch(`/api/drive-away?${new URLSearchParams({ car_id: String(carId), postcode })}`);
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && body && typeof body === "object" && "lines" in body) return { kind: "estimate", view: body as DriveAwayView };
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    return { kind: "error", message: typeof message === "string" && message ? message : FAILED };
  } catch (error) {
    console.error("Drive-away estimate failed", error);
    return { kind: "error", message: FAILED };
  }
}
