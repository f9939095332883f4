import type { MegaMenuCategory, MegaMenuModel } from "@/domain/navigation/site-menus";

/** Spec 001 §2 mega-menu model card: "image, name in upper case and a status label: New, Coming Soon, or nothing". */
function MenuModelCard({ model }: { model: MegaMenuModel }) {
  return (
    <a href={model.href} className="menu-link menu-model">
      {model.imageUrl ? (
        // A closed <details> is not rendered, so these lazy images load only when the menu opens.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={model.imageUrl} alt="" width={250} height={120} loading="lazy" decoding="async" />
      ) : null}
      <span>
        <b>{model.name}</b>
        {model.statusLabel ? <span className="badge">{model.statusLabel}</span> : null}
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
          <p className="menu-heading">{category.name}</p>
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
          <details name="models-menu-category">
            <summary className="menu-link menu-category chevron">
              <span>
                {category.name} <span>({category.models.length})</span>
              </span>
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
