import { LINE } from './layout/statechart-layout.ts';

// Lines of text from a top-left corner, one per entry.
export const Lines = ({
  x,
  y,
  lines,
  className,
}: {
  x: number;
  y: number;
  lines: { text: string; className?: string }[];
  className?: string;
}) => (
  <text x={x} y={y} className={className}>
    {lines.map((line, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label never reorder, and two may read the same
      <tspan key={i} x={x} dy={i === 0 ? 0 : LINE} className={line.className}>
        {line.text}
      </tspan>
    ))}
  </text>
);
