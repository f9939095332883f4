import table from "@/data/suburbs.json";
import { suburbFinder, type SuburbRow } from "@/domain/locations/dealer-locator";

/** The committed suburb table (scripts/build-suburbs.ts), read once per process. */
export const findSuburbs = suburbFinder(table.rows as unknown as SuburbRow[]);
