import { describe, expect, it } from "vitest";
import { metricsResponse } from "./metrics-endpoint";
import { metrics } from "./metrics";

const TOKEN = "scrape-token-0123456789";

describe("metricsResponse", () => {
  it("is off (404) when no token is configured, whatever is presented", async () => {
    expect((await metricsResponse(`Bearer ${TOKEN}`, undefined)).status).toBe(404);
  });

  it("refuses a missing or wrong bearer token", async () => {
    for (const authorization of [null, "", TOKEN, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, "Bearer "]) {
      const response = await metricsResponse(authorization, TOKEN);
      expect(response.status, String(authorization)).toBe(401);
      expect(await response.text()).not.toContain("forecourt_");
    }
  });

  it("answers Prometheus text with the app's metrics for the right token", async () => {
    metrics().otpSends.inc({ outcome: "sent" });
    metrics().leadDeliveryFailures.inc({ channel: "email", final: "false" });
    metrics().sources.outbox = async () => ({ pending: 7, oldestPendingSeconds: 42.5 });
    const response = await metricsResponse(`Bearer ${TOKEN}`, TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain('forecourt_otp_sends_total{outcome="sent"} 1');
    expect(text).toContain('forecourt_lead_delivery_failures_total{channel="email",final="false"} 1');
    expect(text).toContain("forecourt_lead_outbox_pending 7");
    expect(text).toContain("forecourt_lead_outbox_oldest_pending_seconds 42.5");
    expect(text).toContain("forecourt_database_up 1");
    expect(text).toContain("process_resident_memory_bytes");
  });

  it("reports the database down, not stale figures as fresh, when the outbox cannot be read", async () => {
    metrics().sources.outbox = () => Promise.reject(new Error("ECONNREFUSED"));
    const text = await (await metricsResponse(`Bearer ${TOKEN}`, TOKEN)).text();
    expect(text).toContain("forecourt_database_up 0");
  });
});
