type Props = { id: string; title: string; headingLevel: 2 | 3; children: React.ReactNode };

/** One money tool as a titled, linkable section (the anchors spec 000 §2 names, e.g. #finance-calculator). */
export function MoneyPanel({ id, title, headingLevel, children }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-card border border-line bg-white p-5 text-ink sm:p-6">
      <Heading id={`${id}-title`} className="section-title mb-5">
        {title}
      </Heading>
      {children}
    </section>
  );
}
