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

describe("loadEnv: SMS_PROVIDER and TWILIO_*", () => {
  const twilio = { SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: `AC${"a1".repeat(16)}`, TWILIO_AUTH_TOKEN: "b2".repeat(16), TWILIO_FROM: "+61491570156" };

  it("defaults to the development outbox", () => {
    expect(loadEnv(environment({})).SMS_PROVIDER).toBe("outbox");
  });

  it("reads a Twilio configuration, with a number, a sender id or a messaging service", () => {
    expect(loadEnv(environment(twilio)).TWILIO_API_BASE).toBe("https://api.twilio.com");
    expect(loadEnv(environment({ ...twilio, TWILIO_FROM: "Harbour" })).TWILIO_FROM).toBe("Harbour");
    const withoutFrom = Object.fromEntries(Object.entries(twilio).filter(([name]) => name !== "TWILIO_FROM"));
    expect(loadEnv(environment({ ...withoutFrom, TWILIO_MESSAGING_SERVICE_SID: `MG${"c3".repeat(16)}` })).TWILIO_MESSAGING_SERVICE_SID).toMatch(/^MG/);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ["no account SID", { ...twilio, TWILIO_ACCOUNT_SID: "" }, /TWILIO_ACCOUNT_SID/],
    ["an account SID of the wrong shape", { ...twilio, TWILIO_ACCOUNT_SID: "AC123" }, /TWILIO_ACCOUNT_SID: must be a Twilio account SID/],
    ["an auth token of the wrong shape", { ...twilio, TWILIO_AUTH_TOKEN: "secret" }, /TWILIO_AUTH_TOKEN: must be a Twilio auth token/],
    ["neither a sender nor a messaging service", { ...twilio, TWILIO_FROM: "" }, /TWILIO_FROM/],
    ["a sender id over 11 characters", { ...twilio, TWILIO_FROM: "Harbour Toyota" }, /TWILIO_FROM: must be an E.164 number/],
    ["a sender id of digits only", { ...twilio, TWILIO_FROM: "0491570156" }, /TWILIO_FROM: must be an E.164 number/],
    ["an API base that is not http(s)", { ...twilio, TWILIO_API_BASE: "ftp://x" }, /TWILIO_API_BASE/],
    ["an unknown provider", { SMS_PROVIDER: "carrier-pigeon" }, /SMS_PROVIDER/],
  ])("stops start-up on %s, naming the variable", (_label, values, message) => {
    const env = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
    expect(() => loadEnv(environment(env))).toThrow(message);
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

describe("loadEnv: TRUSTED_PROXIES (issue 30 §4)", () => {
  it("trusts no proxy by default", () => {
    expect(loadEnv(environment({})).TRUSTED_PROXIES).toEqual([]);
    expect(loadEnv(environment({ TRUSTED_PROXIES: "" })).TRUSTED_PROXIES).toEqual([]);
  });

  it("reads addresses and CIDR blocks, IPv4 and IPv6, separated by commas", () => {
    expect(loadEnv(environment({ TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8,::1 , 2001:db8::/32" })).TRUSTED_PROXIES).toEqual([
      { address: "127.0.0.1", prefix: 32, family: "ipv4" },
      { address: "10.0.0.0", prefix: 8, family: "ipv4" },
      { address: "::1", prefix: 128, family: "ipv6" },
      { address: "2001:db8::", prefix: 32, family: "ipv6" },
    ]);
  });

  it.each(["nginx", "10.0.0.0/33", "2001:db8::/129", "10.0.0.0/", "10.0.0.0/8/8", "10.0.0.0/-1", "10.0.0.0/0x8", "10.0.0", "127.0.0.1 10.0.0.1", "*"])("stops start-up on %j, naming the variable", (value) => {
    expect(() => loadEnv(environment({ TRUSTED_PROXIES: value }))).toThrow(/^Invalid environment: TRUSTED_PROXIES: must be IP addresses or CIDR blocks/);
  });
});

describe("loadEnv: LOCAL_ORIGIN and PORT (issue 30 §7)", () => {
  it("reads a localhost origin, and a port", () => {
    expect(loadEnv(environment({ LOCAL_ORIGIN: "http://localhost:3100" })).LOCAL_ORIGIN).toBe("http://localhost:3100");
    expect(loadEnv(environment({ PORT: "3300" })).PORT).toBe(3300);
    expect(loadEnv(environment({ PORT: "" })).PORT).toBeUndefined();
  });

  it.each(["http://example.com:3000", "ftp://localhost", "http://localhost:3000/shop", "http://localhost:3000?x", "localhost:3000"])("stops start-up on LOCAL_ORIGIN=%j", (value) => {
    expect(() => loadEnv(environment({ LOCAL_ORIGIN: value }))).toThrow(/^Invalid environment: LOCAL_ORIGIN: /);
  });
});
