import { ClippedText } from "@/components/ui/clipped-text";
import { HyphenatedName } from "@/components/ui/hyphenated-name";
import { modelStatusLabel, type SiteModel } from "@/domain/models/model";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { clipText, TRUNCATION } from "@/domain/text/clip-text";

/**
 * Spec 001 §2 model card: "image, name, optional 'From $price', short description truncated at 200 characters,
 * Explore button", the name in upper case and a status label New, Coming Soon or nothing.
 */
export function ModelCard({ model, eager = false }: { model: SiteModel; eager?: boolean }) {
  const status = modelStatusLabel(model.status);
  const description = model.shortDescription?.trim() ?? "";
  const clipped = clipText(description, TRUNCATION.modelDescription);
  const headingId = `model-${model.id}-name`;
  return (
    <article aria-labelledby={headingId} className="card h-full">
      <div className="relative aspect-[25/12] bg-neutral-50">
        {model.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={model.imageUrl} alt="" width={250} height={120} loading={eager ? "eager" : "lazy"} decoding="async" className="size-full object-contain p-2" />
        ) : null}
        {status ? <span className="badge absolute top-3 left-3">{status}</span> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={headingId} className="text-xl tracking-wide uppercase">
          <HyphenatedName text={model.name} />
        </h2>
        {model.fromPrice ? (
          <p className="text-sm text-ink-muted">
            From <span className="price-amount text-lg">{formatDollars(model.fromPrice)}</span>
          </p>
        ) : null}
        {description ? (
          clipped.clipped ? (
            <ClippedText short={clipped.short} moreLabel="View more" lessLabel="View less" context={`about the ${model.name}`} className="text-sm">
              <p>{description}</p>
            </ClippedText>
          ) : (
            <p className="text-sm">{description}</p>
          )
        ) : null}
        <a href={model.href} className="btn btn-accent mt-auto self-start">
          Explore<span className="sr-only"> the {model.name}</span>
        </a>
      </div>
    </article>
  );
}
