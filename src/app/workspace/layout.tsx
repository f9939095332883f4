import Link from "next/link";
import type { Metadata } from "next";

export const metadata: Metadata = { title: { default: "Forecourt workspace", template: "%s · Forecourt workspace" }, robots: { index: false, follow: false }, icons: { icon: "/icon.svg" } };

/** The dealer workspace (decision 030): served only on the workspace host, never cached. */
export default function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="bg-neutral-900 px-4 py-3 text-white">
        <Link href="/" className="text-lg font-bold text-white no-underline">Forecourt workspace</Link>
      </header>
      <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-6">{children}</main>
    </>
  );
}
