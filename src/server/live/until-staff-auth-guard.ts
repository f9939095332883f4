import { isTestTraffic } from "@/server/http/test-traffic";

/**
 * TEMPORARY, until staff accounts exist (issue 33): the live stream is served only to a request carrying the
 * server's TEST_TRAFFIC_TOKEN (decision 008), so it is never open to the public; a server started without the
 * token serves it to no one. Staff sign-in must replace this guard, and pass the staff member's dealerships as
 * the stream's scope.
 */
export function passesLiveGuardUntilStaffAuth(headers: { get(name: string): string | null }): boolean {
  return isTestTraffic(headers);
}
