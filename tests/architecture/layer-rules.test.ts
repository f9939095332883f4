import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The layer rule's messages for `code` linted as if it were the file at `file`. */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import/no-restricted-paths" || m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("ESLint refuses imports that run the wrong way between layers (docs/architecture.md)", () => {
  it.each([
    ["a component importing a service's type", "src/components/vehicle/example.tsx", 'import type { SearchEngine } from "@/server/search/search-engine";\nexport type A = SearchEngine;'],
    ["a component importing a route", "src/components/vehicle/example.tsx", 'import { loadSimilarCarsAction } from "@/app/[host]/cars/[slug]/similar-cars-action";\nexport const a = loadSimilarCarsAction;'],
    ["a component importing the database", "src/components/vehicle/example.tsx", 'import { getDatabase } from "@/db/connection";\nexport const a = getDatabase;'],
    ["a service importing a component, by a relative path", "src/server/vehicle/example.ts", 'import type { SimilarCarsResult } from "../../components/vehicle/similar-cars";\nexport type A = SimilarCarsResult;'],
    ["a query importing a service", "src/db/queries/example.ts", 'import { logger } from "@/server/logging/logger";\nexport const a = logger;'],
    ["a query importing demo data", "src/db/queries/example.ts", 'import { DEMO_TENANTS } from "@/demo/sites";\nexport const a = DEMO_TENANTS;'],
    ["demo data importing a query", "src/demo/example.ts", 'import { loadSites } from "@/db/queries/sites";\nexport const a = loadSites;'],
    ["the domain importing configuration", "src/domain/car/example.ts", 'import { loadEnv } from "@/config/env";\nexport const a = loadEnv;'],
    ["production code importing a test factory", "src/server/demo/example.ts", 'import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";\nexport const a = minimalSiteConfig;'],
    ["a raw setting", "src/server/example.ts", "export const port = process.env.PORT;"],
  ])("%s", async (_, file, code) => {
    expect(await layerProblems(file, code)).toHaveLength(1);
  });

  it.each([
    ["a component importing a server action", "src/components/vehicle/example.tsx", 'import { signInAction } from "@/server/accounts/account-actions";\nexport const a = signInAction;'],
    ["a component importing the domain", "src/components/vehicle/example.tsx", 'import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";\nexport type A = VehiclePageModel;'],
    ["demo data importing the schema's row types", "src/demo/example.ts", 'import type { cars } from "@/db/schema";\nexport type A = typeof cars.$inferInsert;'],
    ["a route importing everything", "src/app/example/page.tsx", 'import { getDatabase } from "@/db/connection";\nimport { CarCard } from "@/components/vehicle/car-card";\nexport const a = [getDatabase, CarCard];'],
    ["a test beside a service importing its route", "src/server/leads/example.test.ts", 'import { POST } from "@/app/[host]/api/leads/route";\nexport const a = POST;'],
    ["the framework's own variables", "src/server/example.ts", "export const dev = process.env.NODE_ENV === 'development';"],
  ])("allows %s", async (_, file, code) => {
    expect(await layerProblems(file, code)).toEqual([]);
  });
});

/** Every file under `dir` (relative to the repository), recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)).filter((file) => /\.tsx?$/.test(file));

describe("server actions are the files named for them, the one part of src/server components may import", () => {
  const serverFiles = filesUnder("src/server").filter((file) => !/\.test\.tsx?$/.test(file));
  const isAction = (file: string) => /-actions?\.tsx?$/.test(file);
  const declaresUseServer = (file: string) => /^\s*(\/\/[^\n]*\n\s*)*["']use server["']/.test(readFileSync(path.join(root, file), "utf8"));

  it("every *-action.ts and *-actions.ts under src/server begins with \"use server\"", () => {
    expect(serverFiles.filter(isAction).filter((file) => !declaresUseServer(file))).toEqual([]);
  });

  it("every \"use server\" module under src/server is named *-action.ts or *-actions.ts", () => {
    expect(serverFiles.filter(declaresUseServer).filter((file) => !isAction(file))).toEqual([]);
  });
});
