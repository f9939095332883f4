import { createHash, timingSafeEqual } from "node:crypto";
import { loadEnv } from "@/config/env";
import { ApiError } from "./api-error";
import type { EdgeAnswers } from "./handle-api-error";

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

/** The test servers' own routes (`/api/test-traffic/…`): to any other request they do not exist. */
export function requireTestTraffic(request: Request): void {
  if (!isTestTraffic(request.headers)) throw new ApiError("not_found", "Not found");
}

export const TEST_TRAFFIC_EDGE: EdgeAnswers = { name: "Test traffic", unavailable: "The test server's database is unavailable, please try again" };
