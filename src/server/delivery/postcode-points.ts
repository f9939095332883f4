import table from "@/data/postcodes.json";
import { postcodeLookup, type PostcodeTableRow } from "@/domain/delivery/postcode-table";

/** The committed postcode table (scripts/build-postcodes.ts), read once per process. */
export const findPostcodePoint = postcodeLookup(table.rows as unknown as PostcodeTableRow[]);
