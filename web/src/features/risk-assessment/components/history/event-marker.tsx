import type { HistoryEventKind } from './history-events';

interface EventMarkerProps {
  kind: HistoryEventKind;
  /** Half the marker's width, in SVG units. */
  radius?: number;
}

/**
 * One shape per kind of event, drawn around (0, 0), so markers tell events apart without colour:
 * a breach found points down, a breach fixed points up.
 */
export function EventMarker({ kind, radius = 6 }: EventMarkerProps) {
  const r = radius;
  const common = {
    fill: 'var(--chakra-colors-bg)',
    stroke: 'var(--chakra-colors-fg)',
    strokeWidth: 2,
  };
  switch (kind) {
    case 'assessment':
      return <circle r={r} {...common} />;
    case 'password-check':
      return <rect x={-r} y={-r} width={2 * r} height={2 * r} {...common} />;
    case 'two-factor':
      return (
        <polygon points={`0,${-r * 1.3} ${r * 1.3},0 0,${r * 1.3} ${-r * 1.3},0`} {...common} />
      );
    case 'breach-fixed':
      return <polygon points={`0,${-r * 1.2} ${r * 1.2},${r} ${-r * 1.2},${r}`} {...common} />;
    case 'breach-found':
      return <polygon points={`0,${r * 1.2} ${r * 1.2},${-r} ${-r * 1.2},${-r}`} {...common} />;
    case 'action': {
      // A plus sign, filled, so it reads at the same size as the outlined shapes.
      const t = r / 2.5;
      return (
        <path
          d={`M${-t},${-r}H${t}V${-t}H${r}V${t}H${t}V${r}H${-t}V${t}H${-r}V${-t}H${-t}Z`}
          {...common}
          fill="var(--chakra-colors-fg)"
          strokeWidth={1}
        />
      );
    }
  }
}
