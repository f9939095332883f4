"use client";

import type { FooterGroup } from "@/domain/navigation/site-menus";

/** The footer's link groups. A client component for weight: as props they are the links' data, not their markup twice (decision 019). */
export function FooterLinks({ groups }: { groups: readonly FooterGroup[] }) {
  return (
    <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-4">
      {groups.map((group) => (
        <div key={group.heading}>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">{group.heading}</h2>
          <ul className="footer-links">
            {group.links.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
