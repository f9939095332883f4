import { describe, expect, it } from "vitest";
import { sseComment, sseEvent, sseRetry } from "./sse-frame";

describe("SSE frames", () => {
  it.each([
    ["an event with an id", sseEvent({ event: "lead", id: "17", data: { lead: "a" } }), 'id: 17\nevent: lead\ndata: {"lead":"a"}\n\n'],
    ["an event without an id", sseEvent({ event: "reset", data: {} }), "event: reset\ndata: {}\n\n"],
    ["data with a newline stays on one line", sseEvent({ event: "x", data: "a\nb" }), 'event: x\ndata: "a\\nb"\n\n'],
    ["a comment", sseComment("heartbeat"), ": heartbeat\n\n"],
    ["a comment cannot break out of its line", sseComment("a\nevent: lead"), ": a event: lead\n\n"],
    ["retry", sseRetry(2000), "retry: 2000\n\n"],
  ])("%s", (_, frame, expected) => expect(frame).toBe(expected));
});
