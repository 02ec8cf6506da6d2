// A lucide icon drawn from its path data (scripts/build/lucide-icons.ts), or from the page's inline sprite for the
// icons a page repeats (app/ui/icon-sprite.tsx): lucide's default attributes, decorative unless the caller says
// otherwise.
import { createElement, type SVGProps } from "react";

type IconNode = Array<[string, Record<string, string | number>]>;
type IconProps = SVGProps<SVGSVGElement>;

const DEFAULTS = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function SvgIcon({ node, ...props }: IconProps & { node: IconNode }) {
  return (
    <svg {...DEFAULTS} aria-hidden="true" {...props}>
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}

/** The component a `lucide-react/icons/<name>` import stands for. */
export const svgIcon = (node: IconNode) => (props: IconProps) => SvgIcon({ node, ...props });

/** A sprite icon: the same <svg> around a <use> of the sprite's <symbol> (docs/decisions/230). */
export const spriteIcon = (name: string) => {
  const href = `#icon-${name}`;
  return (props: IconProps) => (
    <svg {...DEFAULTS} aria-hidden="true" {...props}>
      <use href={href} />
    </svg>
  );
};
