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

describe("loadEnv: DATABASE_REPLICA_URL", () => {
  it("is optional, and a postgres:// URL beside DATABASE_URL", () => {
    expect(loadEnv(environment({})).DATABASE_REPLICA_URL).toBeUndefined();
    const both = { DATABASE_URL: "postgres://db-primary/forecourt", DATABASE_REPLICA_URL: "postgres://db-replica/forecourt" };
    expect(loadEnv(environment(both)).DATABASE_REPLICA_URL).toBe("postgres://db-replica/forecourt");
  });

  it("stops start-up for a replica without a primary, or one that is not a postgres:// URL", () => {
    expect(() => loadEnv(environment({ DATABASE_REPLICA_URL: "postgres://db-replica/forecourt" }))).toThrow(/DATABASE_REPLICA_URL: needs DATABASE_URL/);
    expect(() => loadEnv(environment({ DATABASE_URL: "postgres://db/f", DATABASE_REPLICA_URL: "mysql://db/f" }))).toThrow(/DATABASE_REPLICA_URL: must be a postgres/);
  });
});
