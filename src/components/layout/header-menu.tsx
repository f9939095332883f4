import type { HeaderItem } from "@/domain/navigation/site-menus";
import type { NavLink } from "@/domain/navigation/service-link";
import { ChevronDown } from "@/components/ui/icons";
import { ModelsMenuAccordion, ModelsMenuGrid } from "./models-menu";

type Layout = "bar" | "panel";

/**
 * The site's header navigation, as the desktop bar or the phone's folded panel. Dropdowns are <details>
 * disclosures sharing a `name`, so opening one closes the other and all of it works without JavaScript.
 * Links are plain anchors on purpose: a full page load closes any open disclosure, which a client-side
 * navigation would leave open.
 */
export function HeaderMenu({ items, layout }: { items: readonly HeaderItem[]; layout: Layout }) {
  const bar = layout === "bar";
  return (
    <ul className={bar ? "flex items-center gap-1" : "flex flex-col"}>
      {items.map((item) => (
        <li key={item.label} className={bar ? (item.kind === "models" ? "" : "relative") : "border-b border-line last:border-b-0"}>
          {item.kind === "link" ? (
            <a href={item.href} className={bar ? "nav-item" : "menu-link py-3 font-semibold"}>
              {item.label}
            </a>
          ) : (
            <details name={`site-nav-${layout}`} className="group">
              <summary className={bar ? "nav-item" : "menu-link flex items-center justify-between py-3 font-semibold"}>
                {item.label}
                <ChevronDown className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              {item.kind === "models" ? <ModelsPanel item={item} bar={bar} /> : <DropdownPanel links={item.links} bar={bar} />}
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function DropdownPanel({ links, bar }: { links: readonly NavLink[]; bar: boolean }) {
  return (
    <div className={bar ? "dropdown-panel absolute top-full left-0 mt-2 min-w-56 p-3" : "pb-2 pl-3"}>
      <LinkList links={links} />
    </div>
  );
}

function ModelsPanel({ item, bar }: { item: Extract<HeaderItem, { kind: "models" }>; bar: boolean }) {
  if (!bar) {
    return (
      <div className="pb-3">
        <ModelsMenuAccordion categories={item.categories} />
        <LinkList links={item.links} className="mt-2 border-t border-line pt-2" />
      </div>
    );
  }
  // The models panel hangs from the whole header, centred, with room for every category.
  return (
    <div className="dropdown-panel absolute top-full left-1/2 max-h-[calc(100dvh-9rem)] w-[min(72rem,calc(100vw-2rem))] -translate-x-1/2 overflow-y-auto p-5">
      <ModelsMenuGrid categories={item.categories} />
      <LinkList links={item.links} className="mt-4 flex flex-wrap gap-2 border-t border-line pt-3" />
    </div>
  );
}

function LinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <a href={link.href} className="menu-link text-[0.9375rem]">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
