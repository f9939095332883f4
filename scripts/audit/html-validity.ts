/**
 * The Nu Html Checker (vnu-jar, run with the machine's Java) over every page in one batch: the
 * HTML as served, and the DOM as rendered in each viewport. Errors only; warnings are not gated.
 */
import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Failure } from "./report";

export type HtmlDocument = { name: string; html: string; url: string };
export type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; lastColumn?: number; message: string; extract?: string };
export type VnuRow = { document: HtmlDocument; errors: VnuMessage[] };

const require = createRequire(import.meta.url);

export function vnuJarPath(): string {
  return String(require("vnu-jar"));
}

export async function validateHtml(documents: HtmlDocument[], workDir = ".data/audit-html"): Promise<{ rows: VnuRow[]; failures: Failure[] }> {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  const files = new Map<string, HtmlDocument>();
  for (const doc of documents) {
    const file = path.resolve(workDir, `${doc.name.replace(/[^a-z0-9-]+/gi, "_")}.html`);
    files.set(`file:${file}`, doc);
    await writeFile(file, doc.html);
  }
  const output = await new Promise<string>((resolve, reject) => {
    execFile("java", ["-jar", vnuJarPath(), "--format", "json", "--errors-only", "--exit-zero-always", ...[...files.keys()].map((f) => f.slice(5))], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`vnu failed: ${error.message}\n${stderr}`));
      else resolve(stderr || stdout);
    });
  });
  const json = output.slice(output.indexOf('{"'));
  const { messages } = JSON.parse(json) as { messages: VnuMessage[] };
  const rows: VnuRow[] = documents.map((document) => ({ document, errors: [] }));
  const byName = new Map(rows.map((r) => [r.document.name, r]));
  for (const message of messages) {
    const doc = message.url ? files.get(message.url) : undefined;
    if (!doc) throw new Error(`vnu: ${message.type}: ${message.message}`);
    if (message.type === "error" || message.subType === "fatal") byName.get(doc.name)!.errors.push(message);
  }
  const failures = rows.flatMap((row) =>
    row.errors.map((e) => ({ gate: "html validity", where: `${row.document.url} (${row.document.name})`, detail: `line ${e.lastLine}: ${e.message}${e.extract ? ` — ${JSON.stringify(e.extract.trim().slice(0, 100))}` : ""}` })),
  );
  return { rows, failures };
}
