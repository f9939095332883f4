/** Fills in deploy/nginx.conf, the balancer's template, for a fleet on this machine (or any other). */
import { readFileSync } from "node:fs";
import path from "node:path";

export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, "../../deploy/nginx.conf");

export type NginxSettings = {
  /** Where nginx writes its pid, logs, temporary files and static cache. */
  fleetDir: string;
  listen: string;
  /** The app nodes, `host:port`. */
  appServers: readonly string[];
  /** Addresses that may read /metrics through the balancer. */
  metricsAllow: readonly string[];
  metricsToken: string;
  /** limit_req rates per client address, e.g. `30r/m`. */
  leadRate: string;
  signInRate: string;
  /** The dealer workspace's host name (WORKSPACE_ORIGIN's; decision 030). */
  workspaceHost: string;
};

const RATE = /^\d+r\/[sm]$/;

/**
 * How long nginx keeps an app node out of rotation after one failed connection (passive checks: it does not
 * notice the node is back before then). A rolling restart must wait this long after each node is ready before
 * it stops the next, or every node can be out at once (502, "no live upstreams").
 */
export const UPSTREAM_FAIL_TIMEOUT_S = 5;

/** The template with every `${NAME}` filled in; a name the template has and the settings lack is an error. */
export function renderNginxConfig(settings: NginxSettings, template = readFileSync(NGINX_TEMPLATE, "utf8")): string {
  for (const rate of [settings.leadRate, settings.signInRate]) if (!RATE.test(rate)) throw new Error(`Not an nginx rate: ${rate}`);
  if (settings.appServers.length === 0) throw new Error("A fleet needs at least one app node");
  if (!/^[a-z0-9.-]{1,253}$/.test(settings.workspaceHost)) throw new Error(`Not a host name: ${settings.workspaceHost}`);
  const values: Record<string, string> = {
    FLEET_DIR: settings.fleetDir,
    LISTEN: settings.listen,
    APP_SERVERS: settings.appServers.map((server) => `server ${server} max_fails=1 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s;`).join("\n    "),
    METRICS_ALLOW: settings.metricsAllow.map((address) => `allow ${address};`).join("\n      "),
    METRICS_TOKEN: settings.metricsToken,
    LEAD_RATE: settings.leadRate,
    SIGN_IN_RATE: settings.signInRate,
    WORKSPACE_HOST: settings.workspaceHost,
  };
  // Only lines outside comments carry placeholders (the header comment names them all as documentation).
  return template
    .split("\n")
    .map((line) =>
      line.trimStart().startsWith("#")
        ? line
        : line.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
            const value = values[name];
            if (value === undefined) throw new Error(`deploy/nginx.conf names \${${name}}, which has no value`);
            return value;
          }),
    )
    .join("\n");
}
