import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

const environment = (values: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...values });

describe("loadEnv: SEARCH_INDEX_MEMORY_MB", () => {
  it("defaults to 512 MB and reads a whole number of megabytes", () => {
    expect(loadEnv(environment({})).SEARCH_INDEX_MEMORY_MB).toBe(512);
    expect(loadEnv(environment({ SEARCH_INDEX_MEMORY_MB: "1024" })).SEARCH_INDEX_MEMORY_MB).toBe(1024);
  });

  it.each(["0", "-5", "1.5", "lots", "70000"])("stops start-up on %j, naming the variable", (value) => {
    expect(() => loadEnv(environment({ SEARCH_INDEX_MEMORY_MB: value }))).toThrow(/^Invalid environment: SEARCH_INDEX_MEMORY_MB: /);
  });
});
