// ARIA tabs (WAI-ARIA Authoring Practices): arrow keys, Home and End move and select; one tab stop.
import { useId, useRef, useState, type ReactNode } from "react";

export interface TabItem {
  key: string;
  label: string;
  /** A function gets whether its tab was ever opened, so costly content (a map) can wait until then. */
  content: ReactNode | ((state: { opened: boolean }) => ReactNode);
}

export function Tabs({ label, items }: { label: string; items: TabItem[] }) {
  const base = useId();
  const [active, setActive] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (i: number, focus: boolean) => {
    setActive(i);
    setOpened((prev) => (prev.has(i) ? prev : new Set(prev).add(i)));
    if (focus) tabs.current[i]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(next, true);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex border-b border-slate-200" onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.key}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${item.key}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => select(i, false)}
            className={`-mb-px min-h-11 border-b-3 px-3 py-2 font-medium sm:px-4 ${
              i === active ? "border-accent text-accent" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${base}-panel-${item.key}`}
          aria-labelledby={`${base}-tab-${item.key}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable so keyboard users reach it (APG).
          tabIndex={0}
          hidden={i !== active}
          className="py-4"
        >
          {typeof item.content === "function" ? item.content({ opened: opened.has(i) }) : item.content}
        </div>
      ))}
    </div>
  );
}
