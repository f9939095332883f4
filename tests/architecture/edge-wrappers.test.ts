import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 31 §1: every route handler and server action goes through the edge wrappers (src/server/http, decision 034).
const SRC = path.resolve(__dirname, "../../src");
const files = (readdirSync(SRC, { recursive: true }) as string[]).map((f) => path.join(SRC, f));
const source = (file: string) => readFileSync(file, "utf8");
const relative = (file: string) => path.relative(SRC, file);

describe("the HTTP edge", () => {
  it("builds every route handler with a wrapper: no route.ts declares a method's function itself", () => {
    const routes = files.filter((f) => path.basename(f) === "route.ts");
    expect(routes.length).toBeGreaterThan(40);
    const handWritten = routes.filter((f) => /export\s+(async\s+)?function\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/.test(source(f)));
    expect(handWritten.map(relative)).toEqual([]);
  });

  it("runs every server action's work inside an action wrapper", () => {
    const actions = files.filter((f) => /\.tsx?$/.test(f) && /^["']use server["'];/m.test(source(f)));
    expect(actions.length).toBeGreaterThan(5);
    const unwrapped = actions.filter((f) => !/\bwith(Action|ActionSite|WorkspaceAction)(<[^>]*>)?\(/.test(source(f)));
    expect(unwrapped.map(relative)).toEqual([]);
  });

  it('writes "Unknown site" once', () => {
    const writers = files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && source(f).includes('"Unknown site"'));
    expect(writers.map(relative)).toEqual(["server/http/api-error.ts"]);
  });
});
