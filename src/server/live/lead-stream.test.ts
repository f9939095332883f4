import { describe, expect, it } from "vitest";
import type { LiveLead } from "@/db/queries/live-leads";
import { CATCH_UP_OVERLAP_MS } from "@/domain/live/live-cursor";
import { CATCH_UP_MAX_LEADS, streamLeads } from "./lead-stream";
import { createLiveHub } from "./live-hub";

const now = new Date("2026-12-01T10:00:00Z");
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const lead = (n: number, dealership = 1): LiveLead => ({ site: 1, dealership, lead: uuid(n), createdAt: new Date(now.getTime() - 10_000 + n) });

function open(options: { lastEventId?: string | null; catchUp?: (since: Date) => Promise<LiveLead[]> }) {
  const hub = createLiveHub({ warn: () => {} });
  const frames: string[] = [];
  let closed = false;
  const asked: Date[] = [];
  streamLeads({
    hub, scope: { dealershipIds: [1] }, lastEventId: options.lastEventId ?? null, now: () => now, log: { warn: () => {} },
    catchUp: async (since) => {
      asked.push(since);
      return options.catchUp ? options.catchUp(since) : [];
    },
  }, { send: (f) => frames.push(f), close: () => (closed = true) });
  const events = () => frames.map((f) => ({ event: /event: (\w+)/.exec(f)?.[1], lead: (/"lead":"([^"]+)"/.exec(f) ?? [])[1] }));
  return { hub, events, asked, closed: () => closed };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("streamLeads", () => {
  it("on a first connection says ready at once and sends leads of its scope only", () => {
    const s = open({});
    s.hub.publish(lead(1));
    s.hub.publish(lead(2, 9));
    expect(s.events()).toEqual([{ event: "ready", lead: undefined }, { event: "lead", lead: uuid(1) }]);
    expect(s.asked).toEqual([]);
  });

  it("with a Last-Event-ID, catches up first, holds live leads meanwhile, and sends each lead once", async () => {
    let release!: (leads: LiveLead[]) => void;
    const s = open({ lastEventId: String(now.getTime() - 60_000), catchUp: () => new Promise((resolve) => (release = resolve)) });
    s.hub.publish(lead(2));
    s.hub.publish(lead(3));
    await settle();
    expect(s.events()).toEqual([]);
    release([lead(1), lead(2)]);
    await settle();
    expect(s.events().map((e) => `${e.event} ${e.lead ?? ""}`.trim())).toEqual([`lead ${uuid(1)}`, `lead ${uuid(2)}`, "ready", `lead ${uuid(3)}`]);
    expect(s.asked).toEqual([new Date(now.getTime() - 60_000 - CATCH_UP_OVERLAP_MS)]);
  });

  it("says reset, not a partial list, when more than the most it sends was missed", async () => {
    const s = open({ lastEventId: String(now.getTime() - 60_000), catchUp: async () => Array.from({ length: CATCH_UP_MAX_LEADS + 1 }, (_, i) => lead(i)) });
    await settle();
    expect(s.events()).toEqual([{ event: "reset", lead: undefined }]);
  });

  it("closes the stream when its catch-up fails, so the browser reconnects and tries again", async () => {
    const s = open({ lastEventId: String(now.getTime() - 60_000), catchUp: () => Promise.reject(new Error("database down")) });
    await settle();
    expect(s.closed()).toBe(true);
  });

  it("catches up from when the node's listener was lost, less the overlap", async () => {
    const s = open({ catchUp: async () => [lead(5)] });
    const lostAt = new Date(now.getTime() - 5_000);
    s.hub.listenerLost(lostAt);
    s.hub.listenerBack();
    await settle();
    expect(s.asked).toEqual([new Date(lostAt.getTime() - CATCH_UP_OVERLAP_MS)]);
    expect(s.events().map((e) => e.event)).toEqual(["ready", "lead", "ready"]);
  });
});
