/**
 * The plain-language search's parser (issue 35 §4), in-process: the table's phrasings
 * (tests/fixtures/plain-search-phrasings.ts) read with the dictionary of the table's own used-car site and with
 * the dictionary of a generated group site of `--cars` cars (more makes, models and badges to match and to
 * correct misspellings against). Each reading is timed from the typed text to the search it means
 * (`parsePlainSearch`, then `plainSearchRequest`), by the clock and in CPU time; p50/p95/p99 per query over
 * `--rounds` passes, the slowest phrasings by p95, and the load average. The control is the least any reader of
 * the text does: normalise it, split it into words and look each one up in the dictionary's word set.
 *   npx tsx bench/search/plain-search-pass.ts [--cars 50000] [--rounds 200]
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { PlainSearchDictionary } from "@/domain/search/plain-search-dictionary";
import { parsePlainSearch } from "@/domain/search/plain-search";
import { plainSearchRequest } from "@/domain/search/plain-search-href";
import { normaliseText } from "@/domain/search/text-query";
import { parseSiteConfig } from "@/domain/site/parse-site-config";
import { buildGeneratedTenant } from "@/demo/factories/generated-tenants";
import { DEFAULT_SEED } from "@/server/demo/seed-demo";
import { buildSiteIndex } from "@/server/search/site-index-builder";
import { generatedIndexRows } from "../../tests/factories/search-index-rows";
import { PLAIN_SEARCH_PHRASINGS } from "../../tests/fixtures/plain-search-phrasings";
import { PLAIN_SEARCH_SITE } from "../../tests/fixtures/plain-search-site";
import { percentile } from "./load-runner";

const { values: options } = parseArgs({ options: { cars: { type: "string", default: "50000" }, rounds: { type: "string", default: "200" } } });
const rounds = Number(options.rounds);
const texts = PLAIN_SEARCH_PHRASINGS.map(([text]) => text);

function groupSiteDictionary(): { dictionary: PlainSearchDictionary; buildMs: number } {
  const config = parseSiteConfig({ ...buildGeneratedTenant(DEFAULT_SEED, 5).config, slug: "plain-search-pass", domains: [] }, "plain-search-pass");
  const index = buildSiteIndex(generatedIndexRows(Number(options.cars), new Date()), config);
  const started = performance.now();
  const dictionary = index.plainSearchDictionary();
  return { dictionary, buildMs: performance.now() - started };
}

const read = (text: string, dictionary: PlainSearchDictionary) => plainSearchRequest(parsePlainSearch(text, dictionary));
const lookUpWords = (text: string, dictionary: PlainSearchDictionary) => normaliseText(text).split(/\s+/).filter((word) => dictionary.knownWords.has(word)).length;

type Timings = { clock: number[][]; cpu: number[][] };

/** `rounds` passes over every phrasing; per phrasing, each pass's clock and CPU milliseconds. */
function time(work: (text: string, dictionary: PlainSearchDictionary) => unknown, dictionary: PlainSearchDictionary): Timings {
  const timings: Timings = { clock: texts.map(() => []), cpu: texts.map(() => []) };
  for (let round = 0; round < rounds; round++) {
    texts.forEach((text, i) => {
      const [started, cpuStarted] = [performance.now(), process.cpuUsage()];
      work(text, dictionary);
      timings.clock[i]!.push(performance.now() - started);
      const cpu = process.cpuUsage(cpuStarted);
      timings.cpu[i]!.push((cpu.user + cpu.system) / 1000);
    });
  }
  return timings;
}

const ms = (value: number) => value.toFixed(value < 0.1 ? 4 : 3);
const quantiles = (values: number[]) => [50, 95, 99].map((p) => ms(percentile(values, p))).join(" | ");

const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
console.log(`Load average at start: ${load()}`);
const group = groupSiteDictionary();
console.log(`Group site of ${options.cars} cars: dictionary of ${group.dictionary.phrases.size} phrases built in ${group.buildMs.toFixed(1)} ms.`);
const dictionaries = [
  { name: `the table's used-car site (${PLAIN_SEARCH_SITE.phrases.size} phrases)`, dictionary: PLAIN_SEARCH_SITE },
  { name: `a generated group site (${group.dictionary.phrases.size} phrases)`, dictionary: group.dictionary },
];

// A first pass of each, untimed, so the JIT has compiled both before either is measured.
for (const { dictionary } of dictionaries) {
  for (const text of texts) {
    read(text, dictionary);
    lookUpWords(text, dictionary);
  }
}

console.log(`\n${texts.length} phrasings × ${rounds} rounds, per query (ms):\n`);
console.log("| dictionary | work | p50 | p95 | p99 | CPU p50 | CPU p95 | CPU p99 |\n|---|---|---|---|---|---|---|---|");
let slowest: { text: string; p95: number }[] = [];
for (const { name, dictionary } of dictionaries) {
  const parser = time(read, dictionary);
  const control = time(lookUpWords, dictionary);
  console.log(`| ${name} | parser | ${quantiles(parser.clock.flat())} | ${quantiles(parser.cpu.flat())} |`);
  console.log(`| ${name} | control: word lookups | ${quantiles(control.clock.flat())} | ${quantiles(control.cpu.flat())} |`);
  const ratio = percentile(parser.clock.flat(), 95) / percentile(control.clock.flat(), 95);
  console.log(`| ${name} | parser p95 ÷ control p95 | ${ratio.toFixed(1)} | | | | | |`);
  if (dictionary === group.dictionary) slowest = texts.map((text, i) => ({ text, p95: percentile(parser.clock[i]!, 95) })).sort((a, b) => b.p95 - a.p95).slice(0, 5);
}
console.log(`\nSlowest phrasings on the group site, by p95: ${slowest.map((s) => `${JSON.stringify(s.text)} ${ms(s.p95)} ms`).join("; ")}`);
console.log(`\nLoad average at end: ${load()}`);
