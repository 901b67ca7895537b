// Icons of the lucide set (https://lucide.dev), drawn on the server from lucide's icon data: the page gets an
// inline SVG and no script (lucide-react's components are client components).
import type { IconNode } from 'lucide';

/** lucide writes SVG attribute names ("stroke-width"); React wants their camelCase properties. */
const camel = (attrs: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]));

function shapes(icon: IconNode) {
  return icon.map(([Tag, attrs], i) => <Tag key={i} {...camel(attrs)} />);
}

/** An icon beside a text: decorative, so hidden from screen readers. */
export function Icon({ icon, size = 24, className }: { icon: IconNode; size?: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {shapes(icon)}
    </svg>
  );
}

interface GlyphProps {
  icon: IconNode;
  x: number;
  y: number;
  size: number;
  colour: string;
  strokeWidth?: number;
}

/** An icon placed inside a larger drawing (a nested 24×24 viewport), e.g. the app screen or a feature picture. */
export function IconGlyph({ icon, x, y, size, colour, strokeWidth = 2 }: GlyphProps) {
  return (
    <svg x={x} y={y} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke={colour} strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round">
      {shapes(icon)}
    </svg>
  );
}
