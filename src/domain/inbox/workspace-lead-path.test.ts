import { describe, expect, it } from "vitest";
import { workspaceLeadPath } from "./workspace-lead-path";

describe("workspaceLeadPath", () => {
  it.each([
    ["3f2a9c1b-0000-4000-8000-000000000001", "/leads/3f2a9c1b-0000-4000-8000-000000000001"],
    ["a/b?c", "/leads/a%2Fb%3Fc"],
  ])("%s → %s", (id, path) => expect(workspaceLeadPath(id)).toBe(path));
});
