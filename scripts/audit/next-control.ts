/**
 * The control for Lighthouse's timing figures: a bare Next.js page — no client components, no CSS, a
 * heading and 200 paragraphs of text and links — built with the app's own Next.js and React and served
 * by `next start` beside it. Measured in the same run, on the same machine, it shows what the framework
 * alone costs there, so the app's figures can be read against it (docs/quality-gates.md).
 */
import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { nextBuild, startNext, type NextProcess } from "./build-and-serve";

/**
 * A project of its own. Built inside this repository, Turbopack would take the repository as its root and
 * bundle the app's src/instrumentation.ts (which opens the demo database) into the control, so the control
 * has its own root and its own node_modules: hard links to this repository's, the same packages at no cost
 * in disk or time (Turbopack does not follow a symlink out of its root).
 */
const CONTROL_DIR = path.resolve(".data/audit-control");
const CONTROL_PORT = Number(process.env.AUDIT_CONTROL_PORT ?? 3301);

const LAYOUT = `export const metadata = { title: "Control page", description: "A bare Next.js page: the framework's own cost on this machine." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `import { connection } from "next/server";

export default async function Page() {
  await connection(); // rendered per request, like the app's pages
  return (
    <main>
      <h1>Control page</h1>
      {Array.from({ length: 200 }, (_, i) => (
        <p key={i}>
          Paragraph {i} of plain text <a href={\`/page-\${i}\`}>with a link</a>
        </p>
      ))}
    </main>
  );
}
`;

/** Without an icon the browser asks for /favicon.ico, and the 404 costs the control its best-practices score. */
const CONFIG = `export default { turbopack: { root: import.meta.dirname } };\n`;

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#444"/></svg>\n`;

const controlEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" });

export async function buildControl(): Promise<void> {
  await rm(CONTROL_DIR, { recursive: true, force: true });
  await mkdir(path.join(CONTROL_DIR, "app"), { recursive: true });
  await writeFile(path.join(CONTROL_DIR, "app/layout.jsx"), LAYOUT);
  await writeFile(path.join(CONTROL_DIR, "app/page.jsx"), PAGE);
  await writeFile(path.join(CONTROL_DIR, "app/icon.svg"), ICON);
  await writeFile(path.join(CONTROL_DIR, "next.config.mjs"), CONFIG);
  await promisify(execFile)("cp", ["-al", path.resolve("node_modules"), path.join(CONTROL_DIR, "node_modules")]);
  await nextBuild(controlEnv(), CONTROL_DIR);
}

export async function startControl(port = CONTROL_PORT): Promise<NextProcess & { url: string }> {
  const server = await startNext({ dir: CONTROL_DIR, port, env: controlEnv(), readyPath: "/", isReady: (body) => body.includes("Control page") });
  return { ...server, url: `http://localhost:${port}/` };
}
