import { createHash, timingSafeEqual } from "node:crypto";
import { loadEnv } from "@/config/env";

/** The request header a test run sends with the server's TEST_TRAFFIC_TOKEN (decision 008). */
export const TEST_TRAFFIC_HEADER = "x-forecourt-test-traffic";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether a request is a test run's (the fuzz suite's): it carries the token the server was started with.
 * Without TEST_TRAFFIC_TOKEN nothing is test traffic, so no sender can keep a real lead from the dealer.
 */
export function isTestTraffic(headers: { get(name: string): string | null }, token: string | undefined = loadEnv().TEST_TRAFFIC_TOKEN): boolean {
  const sent = headers.get(TEST_TRAFFIC_HEADER);
  return token !== undefined && sent !== null && timingSafeEqual(digest(sent), digest(token));
}
