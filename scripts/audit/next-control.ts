/**
 * The controls for Lighthouse's timing figures, built with the app's own Next.js and React and served by
 * `next start` beside it, so the app's figures can be read against them (docs/quality-gates.md):
 * - `/`: a bare Next.js page — no client components, no CSS, a heading and 200 paragraphs of text and
 *   links — what the framework alone costs on this machine;
 * - `/styled`: the same page with an app page's stylesheet and its first photo, when they are given —
 *   the floor for a Next.js page that waits for a stylesheet before it paints, without any of our markup
 *   or client code.
 */
import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { nextBuild, startNext, type NextProcess } from "./build-and-serve";
import { httpGetOk, httpGetOkResponse } from "./http";

/**
 * A project of its own. Built inside this repository, Turbopack would take the repository as its root and
 * bundle the app's src/instrumentation.ts (which opens the demo database) into the control, so the control
 * has its own root and its own node_modules: hard links to this repository's, the same packages at no cost
 * in disk or time (Turbopack does not follow a symlink out of its root).
 */
const CONTROL_DIR = path.resolve(".data/audit-control");
const CONTROL_PORT = Number(process.env.AUDIT_CONTROL_PORT ?? 3301);

const layout = (imports: string) => `${imports}export const metadata = { title: "Control page", description: "A bare Next.js page: the framework's own cost on this machine." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const page = (photo: string) => `import { connection } from "next/server";

export default async function Page() {
  await connection(); // rendered per request, like the app's pages
  return (
    <main>${photo}
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

/** What `/styled` borrows from an app page: its stylesheets, in order, and its first high-priority photo. */
export type BorrowedLook = { css: string; photo: { bytes: Buffer; fileName: string; width: number; height: number } };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** The stylesheet URLs and the first `fetchPriority="high"` image of a page's HTML. */
export function lookOfPage(html: string): { stylesheets: string[]; photo: { src: string; width: number; height: number } | null } {
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => tag).filter((tag) => attribute(tag, "rel") === "stylesheet").map((tag) => attribute(tag, "href")!);
  const img = [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => tag).find((tag) => attribute(tag, "fetchPriority") === "high");
  const photo = img && attribute(img, "src") ? { src: attribute(img, "src")!, width: Number(attribute(img, "width") ?? 1200), height: Number(attribute(img, "height") ?? 800) } : null;
  return { stylesheets, photo };
}

/** Fetches what `lookOfPage` finds on the page at `url`, whose HTML is `html`. */
export async function borrowLook(url: string, html: string): Promise<BorrowedLook> {
  const { stylesheets, photo } = lookOfPage(html);
  if (stylesheets.length === 0 || !photo) throw new Error(`${url} has no stylesheet or no fetchPriority="high" image for the styled control`);
  const css = await Promise.all(stylesheets.map((href) => httpGetOk(new URL(href, url).href)));
  const photoUrl = new URL(photo.src, url);
  const { bytes } = await httpGetOkResponse(photoUrl.href);
  return { css: css.join("\n"), photo: { bytes, fileName: `photo${path.extname(photoUrl.pathname)}`, width: photo.width, height: photo.height } };
}

export const STYLED_CONTROL_PATH = "styled";

/** The bare control at `/`; with `look`, the styled one at `/styled` too (route groups, each with its own root layout). */
export async function buildControl(look?: BorrowedLook): Promise<void> {
  await rm(CONTROL_DIR, { recursive: true, force: true });
  const write = async (file: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(CONTROL_DIR, file)), { recursive: true });
    await writeFile(path.join(CONTROL_DIR, file), content);
  };
  await write("app/(bare)/layout.jsx", layout(""));
  await write("app/(bare)/page.jsx", page(""));
  if (look) {
    await write("app/(styled)/borrowed.css", look.css);
    await write("app/(styled)/layout.jsx", layout(`import "./borrowed.css";\n\n`));
    await write(`public/${look.photo.fileName}`, look.photo.bytes);
    const { fileName, width, height } = look.photo;
    await write(`app/(styled)/${STYLED_CONTROL_PATH}/page.jsx`, page(`\n      <img src="/${fileName}" alt="" width="${width}" height="${height}" fetchPriority="high" style={{ width: "100%", height: "auto" }} />`));
  }
  await write("app/icon.svg", ICON);
  await write("next.config.mjs", CONFIG);
  await promisify(execFile)("cp", ["-al", path.resolve("node_modules"), path.join(CONTROL_DIR, "node_modules")]);
  await nextBuild(controlEnv(), CONTROL_DIR);
}

export async function startControl(port = CONTROL_PORT): Promise<NextProcess & { url: string }> {
  const server = await startNext({ dir: CONTROL_DIR, port, env: controlEnv(), readyPath: "/", isReady: (body) => body.includes("Control page") });
  return { ...server, url: `http://localhost:${port}/` };
}
