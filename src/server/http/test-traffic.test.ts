import { describe, expect, it } from "vitest";
import { isTestTraffic, TEST_TRAFFIC_HEADER } from "./test-traffic";

const TOKEN = "fuzz-0123456789abcdef";
const headers = (value?: string) => new Headers(value === undefined ? {} : { [TEST_TRAFFIC_HEADER]: value });

describe("isTestTraffic", () => {
  it("is true only for the server's own token", () => {
    expect(isTestTraffic(headers(TOKEN), TOKEN)).toBe(true);
    expect(isTestTraffic(headers("fuzz-0123456789abcdeF"), TOKEN)).toBe(false);
    expect(isTestTraffic(headers(""), TOKEN)).toBe(false);
    expect(isTestTraffic(headers(), TOKEN)).toBe(false);
  });

  it("means nothing on a server started without a token, whatever is sent", () => {
    expect(isTestTraffic(headers(TOKEN), undefined)).toBe(false);
    expect(isTestTraffic(headers(""), undefined)).toBe(false);
  });
});
