import { loadEnv, type Env } from "@/config/env";

/**
 * The dealer workspace's origin (decision 030): WORKSPACE_ORIGIN, else `dealers.localhost` on LOCAL_ORIGIN's scheme
 * and port (`http://dealers.localhost:{PORT}` by default). Links in staff e-mails and WebAuthn's origin use it.
 */
export function workspaceOriginFrom(env: Pick<Env, "WORKSPACE_ORIGIN" | "LOCAL_ORIGIN" | "PORT">): string {
  if (env.WORKSPACE_ORIGIN) return new URL(env.WORKSPACE_ORIGIN).origin;
  const local = new URL(env.LOCAL_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`);
  return `${local.protocol}//dealers.localhost${local.port ? `:${local.port}` : ""}`;
}

let cached: string | undefined;

export function workspaceOrigin(): string {
  cached ??= workspaceOriginFrom(loadEnv());
  return cached;
}

/** The workspace's host name: WebAuthn's relying party id, and the host the proxy serves the workspace on. */
export function workspaceHost(): string {
  return new URL(workspaceOrigin()).hostname;
}
