/**
 * Folder-level import cycles inside src/server and src/components (issue 31): `npx tsx scripts/import-cycles.ts`.
 * Every import of a non-test source file counts, type-only ones and `export … from` included; a file's folder is the
 * first folder under its area (`src/server/leads/x.ts` is `leads`; a file directly in `src/server` is `(root)`).
 * Exits 1 when a cycle in src/server spans more than 2 folders, or any cycle in src/components.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { cycles } from "./import-cycles/strongly-connected";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "src");
const AREAS = [
  { name: "src/server", largestAllowed: 2 },
  { name: "src/components", largestAllowed: 1 },
] as const;
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : isSource(entry.name) ? [full] : [];
  });
}

/** The file an import names, or null for a package or a file outside src. */
function resolveImport(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  const base = specifier.startsWith("@/") ? path.join(src, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  if (files.has(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => files.has(candidate)) ?? null;
}

/** The folder an area's file belongs to, or null outside the area. */
function folderOf(file: string, area: string): string | null {
  const relative = path.relative(path.join(root, area), file);
  if (relative.startsWith("..")) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0]! : "(root)";
}

const files = sourceFiles(src);
const fileSet = new Set(files);
const imports = files.flatMap((file) =>
  ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.flatMap(({ fileName }) => {
    const target = resolveImport(file, fileName, fileSet);
    return target ? [{ from: file, to: target }] : [];
  }),
);

let failed = false;
for (const area of AREAS) {
  const graph = new Map<string, Set<string>>();
  /** One example import per folder edge, and how many imports make it. */
  const examples = new Map<string, { from: string; to: string; count: number }>();
  for (const { from, to } of imports) {
    const [a, b] = [folderOf(from, area.name), folderOf(to, area.name)];
    if (!a || !b || a === b) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
    const key = `${a} → ${b}`;
    const example = examples.get(key);
    if (example) example.count += 1;
    else examples.set(key, { from: path.relative(src, from), to: path.relative(src, to), count: 1 });
  }
  const found = cycles(graph);
  console.log(`${area.name}: ${found.length === 0 ? "no folder-level import cycle" : `${found.length} folder-level import cycle(s)`} (allowed: none of more than ${area.largestAllowed} folder${area.largestAllowed > 1 ? "s" : ""})`);
  for (const members of found) {
    const tooLarge = members.length > area.largestAllowed;
    failed ||= tooLarge;
    console.log(`  ${tooLarge ? "✗" : "·"} ${members.length} folders: ${members.join(", ")}`);
    for (const [key, example] of examples) {
      const [a, b] = key.split(" → ");
      if (members.includes(a!) && members.includes(b!)) console.log(`      ${key} (${example.count}): ${example.from} → ${example.to}`);
    }
  }
}
process.exit(failed ? 1 : 0);
