import type { MegaMenuCategory, MegaMenuModel } from "@/domain/navigation/site-menus";

/** Spec 001 §2 mega-menu model card: "image, name in upper case and a status label: New, Coming Soon, or nothing". */
function MenuModelCard({ model }: { model: MegaMenuModel }) {
  return (
    <a href={model.href} className="menu-link menu-model">
      {model.imageUrl ? (
        // A closed <details> is not rendered, so these lazy images load only when the menu opens.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={model.imageUrl} alt="" width={250} height={120} loading="lazy" />
      ) : null}
      <span>
        <b>{model.name}</b>
        {model.statusLabel ? <span className="badge">{model.statusLabel}</span> : null}
      </span>
    </a>
  );
}

/**
 * The models mega-menu's categories. Phones: spec 001 §2 "On mobile one category shows at a time": each category
 * is a disclosure in one named group, so the browser closes the open one when another opens. Desktops show every
 * category at once in newspaper columns, each under its heading (where the browser can style a disclosure's
 * content open, `::details-content`; elsewhere they stay disclosures).
 */
export function ModelsMenu({ models, categories }: { models: readonly MegaMenuModel[]; categories: readonly MegaMenuCategory[] }) {
  return (
    <div className="models-categories">
      {categories.map((category) => (
        <section key={category.name} aria-label={category.name} className="models-category">
          <details name="models-menu-category">
            <summary className="menu-link menu-category chevron">
              <span>
                {category.name} <span>({category.models.length})</span>
              </span>
            </summary>
            <p className="menu-heading">{category.name}</p>
            <ul className="grid gap-0.5">
              {category.models.map((index) => (
                <li key={models[index]!.href}>
                  <MenuModelCard model={models[index]!} />
                </li>
              ))}
            </ul>
          </details>
        </section>
      ))}
    </div>
  );
}
