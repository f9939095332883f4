import { describe, expect, it } from "vitest";
import { workspaceOriginFrom } from "./workspace-origin";

describe("workspaceOriginFrom (decision 030)", () => {
  it("defaults to dealers.localhost on port 3000", () => expect(workspaceOriginFrom({})).toBe("http://dealers.localhost:3000"));
  it("follows PORT", () => expect(workspaceOriginFrom({ PORT: 3117 })).toBe("http://dealers.localhost:3117"));
  it("follows LOCAL_ORIGIN's scheme and port", () => expect(workspaceOriginFrom({ LOCAL_ORIGIN: "https://localhost:8443" })).toBe("https://dealers.localhost:8443"));
  it("takes WORKSPACE_ORIGIN as it is", () => expect(workspaceOriginFrom({ WORKSPACE_ORIGIN: "https://dealers.forecourt.com.au/", PORT: 3117 })).toBe("https://dealers.forecourt.com.au"));
});
