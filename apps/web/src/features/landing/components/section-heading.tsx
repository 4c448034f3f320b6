/** Eyebrow + h2 + lead paragraph, the shared opening of every landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'center' | 'left';
}) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${alignment}`}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink-900 sm:text-4xl lg:text-5xl"
      >
        {title}
      </h2>
      {lead ? <p className="mt-5 text-lg/8 text-pretty text-slate-600">{lead}</p> : null}
    </div>
  );
}
