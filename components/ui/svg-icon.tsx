import { createElement, type ReactElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

// One lucide icon's node drawn as a plain SVG component: markup only, no client runtime (icons.tsx
// says why). Kept apart from icons.tsx so a client component that needs two icons (the password
// fields) imports this and the two nodes, not every icon of the site.

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => ReactElement;

export function icon(classes: string, node: IconNode): IconComponent {
  function SiteIcon({ className, ...props }: IconProps) {
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
        className={className ? `lucide ${classes} ${className}` : `lucide ${classes}`}
        aria-hidden="true"
        {...props}
      >
        {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
      </svg>
    );
  }
  return SiteIcon;
}
