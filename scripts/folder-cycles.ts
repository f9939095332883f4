/**
 * Folder-level import cycles in src (issue 31): `npx tsx scripts/folder-cycles.ts [src/components src/server …]`.
 * Each file's imports (type-only ones included) are resolved and counted as an edge between the feature folders
 * that hold them (`src/components/vehicle` → `src/components/ui`); a cycle is a set of folders that reach one
 * another. Prints each cycle, largest first, and exits 1 when a layer has one.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SPECIFIER = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The sets of folders that import one another (strongly connected, more than one folder), largest first. */
export function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const cycle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      cycle.push(member);
    } while (member !== node);
    if (cycle.length > 1) cycles.push(cycle.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => b.length - a.length);
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

function resolveImport(specifier: string, importer: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, "src", specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(importer), specifier) : null;
  return base ? (EXTENSIONS.map((extension) => base + extension).find(isFile) ?? null) : null;
}

/** The import graph between the folders directly under `layer` (tests left out: they may reach across). */
function folderGraph(layer: string): Map<string, Set<string>> {
  const layerDir = path.join(root, layer);
  const folderOf = (file: string) => {
    const [first, ...rest] = path.relative(layerDir, file).split(path.sep);
    return rest.length > 0 && first && !first.startsWith("..") ? `${layer}/${first}` : null;
  };
  const edges = new Map<string, Set<string>>();
  for (const entry of readdirSync(layerDir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(layerDir, entry);
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const from = folderOf(file);
    if (!from) continue;
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const target = specifier ? resolveImport(specifier, file) : null;
      const to = target ? folderOf(target) : null;
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** The folder cycles of one layer (`src/components`). */
export const folderCycles = (layer: string): string[][] => cyclesOf(folderGraph(layer));

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const layers = process.argv.slice(2).length ? process.argv.slice(2) : ["src/components", "src/server"];
  let found = false;
  for (const layer of layers) {
    const cycles = folderCycles(layer);
    console.log(`${layer}: ${cycles.length === 0 ? "no folder cycles" : `${cycles.length} folder cycle(s)`}`);
    for (const cycle of cycles) console.log(`  ${cycle.length} folders: ${cycle.map((folder) => path.basename(folder)).join(", ")}`);
    found ||= cycles.length > 0;
  }
  process.exitCode = found ? 1 : 0;
}
