import type { MegaMenuCategory, MegaMenuModel } from "@/domain/navigation/site-menus";
import { ChevronDown } from "@/components/ui/icons";

/** Spec 001 §2 mega-menu model card: "image, name in upper case and a status label: New, Coming Soon, or nothing". */
function MenuModelCard({ model }: { model: MegaMenuModel }) {
  return (
    <a href={model.href} className="menu-link flex items-center gap-3 py-1.5">
      {model.imageUrl ? (
        // A closed <details> is not rendered, so these lazy images load only when the menu opens.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={model.imageUrl} alt="" width={250} height={120} loading="lazy" decoding="async" className="h-10 w-20 shrink-0 object-contain" />
      ) : null}
      <span className="min-w-0">
        <span className="block text-sm font-bold tracking-wide uppercase">{model.name}</span>
        {model.statusLabel ? <span className="badge mt-0.5 px-1.5 py-0.5 text-[0.625rem]">{model.statusLabel}</span> : null}
      </span>
    </a>
  );
}

function ModelList({ models }: { models: readonly MegaMenuModel[] }) {
  return (
    <ul className="grid gap-0.5">
      {models.map((model) => (
        <li key={model.href}>
          <MenuModelCard model={model} />
        </li>
      ))}
    </ul>
  );
}

/** Desktop: every category in newspaper columns (a long category does not leave gaps beside it), each heading its models. */
export function ModelsMenuGrid({ categories }: { categories: readonly MegaMenuCategory[] }) {
  return (
    <div className="columns-[13rem] gap-x-6">
      {categories.map((category) => (
        <section key={category.name} aria-label={category.name} className="mb-5 break-inside-avoid">
          <p className="px-3 pb-1 text-xs font-bold tracking-wider text-ink-muted uppercase">{category.name}</p>
          <ModelList models={category.models} />
        </section>
      ))}
    </div>
  );
}

/**
 * Phones: spec 001 §2 "On mobile one category shows at a time". Each category is a disclosure in one named
 * group, so the browser closes the open one when another opens; no JavaScript is needed.
 */
export function ModelsMenuAccordion({ categories }: { categories: readonly MegaMenuCategory[] }) {
  return (
    <ul className="pl-3">
      {categories.map((category) => (
        <li key={category.name}>
          <details name="models-menu-category" className="group/category">
            <summary className="menu-link flex items-center justify-between py-2.5 text-sm font-bold tracking-wider uppercase">
              <span>
                {category.name} <span className="font-normal text-ink-muted">({category.models.length})</span>
              </span>
              <ChevronDown className="size-4 transition-transform group-open/category:rotate-180" />
            </summary>
            <div className="pb-2">
              <ModelList models={category.models} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
