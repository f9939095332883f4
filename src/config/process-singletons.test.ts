import { describe, expect, it, vi } from "vitest";
import { processSingleton, replaceProcessSingleton } from "./process-singletons";

describe("processSingleton", () => {
  it("makes each key's value once and answers it after", () => {
    const create = vi.fn(() => ({ made: true }));
    const first = processSingleton("test.once", create);
    expect(processSingleton("test.once", create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("keeps a null or false value rather than making it again", () => {
    const create = vi.fn(() => null);
    processSingleton("test.null", create);
    processSingleton("test.null", create);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("is shared by every copy of the module (each Next.js bundle has its own)", async () => {
    processSingleton("test.shared", () => "from the first copy");
    vi.resetModules();
    const again = await import("./process-singletons");
    expect(again.processSingleton("test.shared", () => "from the second copy")).toBe("from the first copy");
  });

  it("replaces a value, or drops it to be made again", () => {
    processSingleton("test.replace", () => 1);
    replaceProcessSingleton("test.replace", 2);
    expect(processSingleton("test.replace", () => 3)).toBe(2);
    replaceProcessSingleton("test.replace", undefined);
    expect(processSingleton("test.replace", () => 4)).toBe(4);
  });
});
