/**
 * Exports of src that nothing uses (issue 31 §5): `npx tsx scripts/unused-exports.ts`. The whole project is read
 * with the type checker (src, tests, scripts, bench): an export counts as used when another file imports it
 * (statically, type-only, re-exported, or from a dynamic `import()`: by name when destructured, else all of the
 * module), or when its own file uses it. The
 * names Next.js reads from an app file (a page's default, `metadata`, a route's `GET`…) and from the proxy and
 * instrumentation are used by the framework. Prints each unused export with its place; exits 1 when there is any.
 * An export used only in its own file is listed apart: its `export` is needless, the code is not dead.
 */
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const FRAMEWORK_NAMES = new Set(["default", "metadata", "generateMetadata", "generateStaticParams", "generateViewport", "viewport", "dynamic", "revalidate", "runtime", "fetchCache", "dynamicParams", "preferredRegion", "maxDuration", "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "config", "register", "proxy", "onRequestError"]);
const frameworkFile = (file: string) => /^src\/(app\/|proxy\.ts$|instrumentation\.ts$)/.test(file);
const isSrcSource = (file: string) => file.startsWith("src/") && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts");

const configFile = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const program = ts.createProgram(parsed.fileNames.filter((f) => !f.includes("/.next/")), { ...parsed.options, incremental: false, noEmit: true });
const checker = program.getTypeChecker();
const relative = (file: string) => path.relative(root, file);

/** The exported symbol an identifier or import names, through every alias. */
const target = (symbol: ts.Symbol | undefined) => (symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

const usedElsewhere = new Set<ts.Symbol>();
const usedAtHome = new Set<ts.Symbol>();

function visit(node: ts.Node, file: ts.SourceFile) {
  if (ts.isIdentifier(node)) {
    const symbol = target(checker.getSymbolAtLocation(node));
    const declaration = symbol?.declarations?.[0];
    if (symbol && declaration) (declaration.getSourceFile() === file ? usedAtHome : usedElsewhere).add(symbol);
  }
  // `const { a } = await import("./x")`: the names taken from a dynamic import.
  if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
    const call = ts.isAwaitExpression(node.initializer) ? node.initializer.expression : node.initializer;
    if (ts.isCallExpression(call) && call.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const moduleSymbol = checker.getSymbolAtLocation(call.arguments[0]!);
      for (const element of node.name.elements) {
        const name = (element.propertyName ?? element.name).getText(file);
        const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
        if (exported) usedElsewhere.add(target(exported)!);
      }
    }
  }
  // `(await import("./x")).a`, `dynamic(() => import("./x"))`: what is taken cannot be told by name, so all of it.
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && !isDestructured(node)) {
    const moduleSymbol = checker.getSymbolAtLocation(node.arguments[0]!);
    for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) usedElsewhere.add(target(exported)!);
  }
  ts.forEachChild(node, (child) => visit(child, file));
}

function isDestructured(call: ts.CallExpression): boolean {
  const parent = ts.isAwaitExpression(call.parent) ? call.parent.parent : call.parent;
  return ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name);
}

const files = program.getSourceFiles().filter((f) => !f.isDeclarationFile && !f.fileName.includes("/node_modules/"));
for (const file of files) visit(file, file);

const unused: string[] = [];
const homeOnly: string[] = [];
for (const file of files.filter((f) => isSrcSource(relative(f.fileName)))) {
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) continue;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = target(exported)!;
    const declaration = symbol.declarations?.[0];
    // A re-export is counted at the file that declares it.
    if (!declaration || declaration.getSourceFile() !== file) continue;
    if (frameworkFile(relative(file.fileName)) && FRAMEWORK_NAMES.has(exported.name)) continue;
    if (usedElsewhere.has(symbol)) continue;
    const { line } = file.getLineAndCharacterOfPosition(declaration.getStart());
    const place = `${relative(file.fileName)}:${line + 1} ${exported.name}`;
    // Its own declaration names it once; more is a use.
    (usedAtHome.has(symbol) && countUses(file, symbol) > 1 ? homeOnly : unused).push(place);
  }
}

function countUses(file: ts.SourceFile, symbol: ts.Symbol): number {
  let count = 0;
  const walk = (node: ts.Node) => {
    if (ts.isIdentifier(node) && target(checker.getSymbolAtLocation(node)) === symbol) count += 1;
    ts.forEachChild(node, walk);
  };
  walk(file);
  return count;
}

console.log(unused.length ? `Exports nothing uses (${unused.length}):\n${unused.map((u) => `  ${u}`).join("\n")}` : "No unused exports.");
if (homeOnly.length) console.log(`\nExported, but used only in their own file (${homeOnly.length}):\n${homeOnly.map((u) => `  ${u}`).join("\n")}`);
process.exit(unused.length ? 1 : 0);
