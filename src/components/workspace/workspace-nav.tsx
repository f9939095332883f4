import Link from "next/link";

export type WorkspaceNavLink = { href: string; label: string };

/** The workspace's pages a signed-in staff member may open, as big links that wrap on a phone. */
export function WorkspaceNav({ links }: { links: readonly WorkspaceNavLink[] }) {
  return (
    <nav aria-label="Workspace">
      <ul className="flex flex-wrap gap-x-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="inline-flex min-h-11 items-center whitespace-nowrap rounded-card px-3 font-semibold text-white underline-offset-4 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
