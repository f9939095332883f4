import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderNginxConfig, type NginxSettings } from "./nginx-config";

const NGINX = "/usr/sbin/nginx";
const settings = (fleetDir: string): NginxSettings => ({
  fleetDir, listen: "127.0.0.1:4199", appServers: ["127.0.0.1:4111", "127.0.0.1:4112", "127.0.0.1:4113"],
  metricsAllow: ["127.0.0.1"], metricsToken: "scrape-token-0123456789", leadRate: "30r/m", signInRate: "10r/m",
  workspaceHost: "dealers.localhost",
});

describe("deploy/nginx.conf", () => {
  it("has every placeholder outside comments filled in, one server line per node in each upstream", () => {
    const config = renderNginxConfig(settings("/tmp/fleet"));
    const code = config.split("\n").filter((line) => !line.trimStart().startsWith("#")).join("\n");
    expect(code).not.toMatch(/\$\{/);
    expect(code.match(/server 127\.0\.0\.1:4112 max_fails=1 fail_timeout=5s;/g)).toHaveLength(3);
    expect(code).toContain("hash $host consistent;");
    expect(code).toContain('proxy_set_header Authorization "Bearer scrape-token-0123456789";');
    const leads = code.slice(code.indexOf("location = /api/leads {"), code.indexOf("location = /__forecourt_lead_without_key"));
    expect(leads).toContain("proxy_next_upstream error timeout non_idempotent;");
    expect(code.match(/non_idempotent/g)).toHaveLength(1);
  });

  it("retries a request on another node only when its node failed to answer, never on a node's 5xx", () => {
    const code = renderNginxConfig(settings("/tmp/fleet")).split("\n").filter((line) => !line.trimStart().startsWith("#")).join("\n");
    const retries = [...code.matchAll(/proxy_next_upstream ([^;]+);/g)].map((match) => match[1]);
    expect(retries).toEqual(["error timeout", "error timeout http_404", "error timeout non_idempotent", "error timeout http_404"]);
  });

  it("serves the workspace host from a server block of its own, its sign-in posts limited (decision 030)", () => {
    const code = renderNginxConfig(settings("/tmp/fleet"));
    const workspace = code.slice(code.indexOf("server_name dealers.localhost;"));
    expect(code.indexOf("server_name dealers.localhost;")).toBeGreaterThan(code.indexOf("server_name _;"));
    expect(workspace).toContain("proxy_pass http://forecourt_workspace;");
    expect(workspace).not.toContain("forecourt_app");
    const signIn = workspace.slice(workspace.indexOf("location ~ ^/(sign-in|invitations/|api/passkeys/sign-in) {"));
    expect(signIn.slice(0, signIn.indexOf("}"))).toContain("limit_req zone=forecourt_sign_in");
    expect(() => renderNginxConfig({ ...settings("/tmp/fleet"), workspaceHost: "dealers.localhost; evil" })).toThrow(/host name/);
  });

  it("passes the workspace's live stream on unbuffered, uncompressed, and waits longer than its heartbeat (decision 033)", () => {
    const code = renderNginxConfig(settings("/tmp/fleet"));
    const live = code.slice(code.indexOf("server_name dealers.localhost;")).slice(code.slice(code.indexOf("server_name dealers.localhost;")).indexOf("location = /api/live {"));
    expect(live).toMatch(/^location = \/api\/live \{/);
    const body = live.slice(0, live.indexOf("}"));
    expect(body).toContain("proxy_buffering off;");
    expect(body).toContain("gzip off;");
    expect(body).toMatch(/proxy_read_timeout (\d+)s;/);
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(body)![1])).toBeGreaterThan(15);
  });

  it("refuses a template name it has no value for, a bad rate, and a fleet without nodes", () => {
    expect(() => renderNginxConfig(settings("/tmp/fleet"), "listen ${UNKNOWN};")).toThrow(/UNKNOWN/);
    expect(() => renderNginxConfig({ ...settings("/tmp/fleet"), leadRate: "lots" })).toThrow(/rate/);
    expect(() => renderNginxConfig({ ...settings("/tmp/fleet"), appServers: [] })).toThrow(/at least one/);
  });

  it.runIf(existsSync(NGINX))("is a configuration Debian's nginx accepts (nginx -t)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "forecourt-nginx-test-"));
    try {
      const file = path.join(dir, "nginx.conf");
      writeFileSync(file, renderNginxConfig(settings(dir)));
      const output = execFileSync(NGINX, ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      expect(output).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
