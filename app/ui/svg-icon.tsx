// A lucide icon drawn from its path data (scripts/build/lucide-icons.ts): lucide's default attributes, decorative
// unless the caller says otherwise.
import { createElement, type SVGProps } from "react";

type IconNode = Array<[string, Record<string, string | number>]>;
type IconProps = SVGProps<SVGSVGElement>;

function SvgIcon({ node, ...props }: IconProps & { node: IconNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}

/** The component a `lucide-react/icons/<name>` import stands for. */
export const svgIcon = (node: IconNode) => (props: IconProps) => SvgIcon({ node, ...props });
