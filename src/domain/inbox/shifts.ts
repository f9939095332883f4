import { isOpenAt, type LocationHours } from "@/domain/locations/open-intervals";

/** A salesperson and the locations they work at (of one dealership). */
export type ShiftWorker = { id: string; locationIds: readonly number[] };

/**
 * Who is on shift at `now` (issue 33: "A shift follows the location's opening hours and holiday hours", spec 001):
 * a salesperson is on shift while any of their locations is open, on that location's clock. There are no rosters:
 * the opening hours are the roster. `hoursOf` gives a location's sales hours; a location without them is closed.
 */
export function salespeopleOnShift(workers: readonly ShiftWorker[], hoursOf: (locationId: number) => LocationHours | null, now: Date): string[] {
  const open = new Map<number, boolean>();
  const isOpen = (locationId: number) => {
    if (!open.has(locationId)) {
      const hours = hoursOf(locationId);
      open.set(locationId, hours !== null && isOpenAt(hours, now));
    }
    return open.get(locationId)!;
  };
  return workers.filter((worker) => worker.locationIds.some(isOpen)).map((worker) => worker.id);
}
