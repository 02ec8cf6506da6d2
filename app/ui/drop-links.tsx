// The 'remove this filter' links a results page offers (catalogue-refine.ts's `drop`): one pill per filter in effect,
// each a plain link to the same results without it. The home, /tipo and /mapa place them each their own way.
export function DropLinks({
  links,
  className,
  label,
}: {
  links: ReadonlyArray<{ href: string; label: string }>;
  className: string;
  label?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 underline">
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
