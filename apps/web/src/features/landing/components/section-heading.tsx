export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
}) {
  return (
    <div className="mx-auto mb-12 max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 text-balance font-serif text-3xl leading-tight text-stone-900 sm:text-4xl"
      >
        {title}
      </h2>
      {text ? <p className="mt-4 text-base leading-relaxed text-stone-600">{text}</p> : null}
    </div>
  );
}
