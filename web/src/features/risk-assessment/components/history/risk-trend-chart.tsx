import { Box } from '@chakra-ui/react';
import { RISK_BANDS } from '@bulwark/contracts/risk-assessment/bands';
import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useId } from 'react';
import { BAND_STYLES } from '../../lib/band-style';
import { EventMarker } from './event-marker';
import { describeEvent, eventKindOf } from './history-events';
import { formatDay, formatShortDay } from './history-dates';
import { tokenVar } from './token-var';

const WIDTH = 720;
const HEIGHT = 280;
const MARGIN = { top: 12, right: 156, bottom: 36, left: 40 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** Keeps the first and last markers clear of the plot's edges. */
const INSET = 14;
const MAX_DATE_LABELS = 6;

function yOf(score: number): number {
  return MARGIN.top + ((100 - score) / 100) * PLOT_HEIGHT;
}

/**
 * One slot per snapshot rather than a time axis: several changes on one day (a check, then an
 * action marked done) would otherwise sit on top of each other. Dates label the axis.
 */
function xOf(index: number, count: number): number {
  if (count <= 1) return MARGIN.left + PLOT_WIDTH / 2;
  return MARGIN.left + INSET + (index * (PLOT_WIDTH - 2 * INSET)) / (count - 1);
}

/** Each band from its floor to the next band's floor (100 for the top one), highest first. */
function bandRanges() {
  const sorted = [...RISK_BANDS].sort((a, b) => b.min - a.min);
  return sorted.map((band, index) => {
    const ceiling = index === 0 ? 100 : (sorted[index - 1]?.min ?? 100);
    return { band, ceiling, highest: index === 0 ? 100 : ceiling - 1 };
  });
}

function dateLabelIndices(count: number): number[] {
  if (count <= MAX_DATE_LABELS) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (MAX_DATE_LABELS - 1);
  return Array.from({ length: MAX_DATE_LABELS }, (_, index) => Math.round(index * step));
}

function chartSummary(snapshots: readonly RiskSnapshot[]): string {
  const first = snapshots[0];
  const last = snapshots.at(-1);
  if (!first || !last) return '';
  const range = `from ${first.score} on ${formatDay(first.computedAt)} to ${last.score} on ${formatDay(last.computedAt)}`;
  return `${snapshots.length} score${snapshots.length === 1 ? '' : 's'}, ${range}. The table below lists every point.`;
}

/** Score 0–100 over time on the five shaded, labelled bands, with a marker per event. */
export function RiskTrendChart({ snapshots }: { snapshots: readonly RiskSnapshot[] }) {
  const titleId = useId();
  const descriptionId = useId();
  const points = snapshots.map((snapshot, index) => ({
    snapshot,
    x: xOf(index, snapshots.length),
    y: yOf(snapshot.score),
  }));
  const line = points.map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x},${y}`).join(' ');

  return (
    <Box overflowX="auto">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        style={{ minWidth: 520, display: 'block' }}
      >
        <title id={titleId}>Risk score over time</title>
        <desc id={descriptionId}>{chartSummary(snapshots)}</desc>
        <BandBackground />
        <ModelChangeLines points={points} />
        <path d={line} fill="none" stroke={tokenVar('fg')} strokeWidth={2} />
        {points.map(({ snapshot, x, y }) => (
          <g key={snapshot.id} transform={`translate(${x},${y})`} data-testid="risk-point">
            <title>{`${formatDay(snapshot.computedAt)}: ${snapshot.score}. ${describeEvent(snapshot)}`}</title>
            <EventMarker kind={eventKindOf(snapshot)} />
          </g>
        ))}
        {dateLabelIndices(points.length).map((index) => {
          const point = points[index];
          if (!point) return null;
          return (
            <text
              key={point.snapshot.id}
              x={point.x}
              y={HEIGHT - 12}
              textAnchor="middle"
              fontSize={12}
              fill={tokenVar('fg.muted')}
            >
              {formatShortDay(point.snapshot.computedAt)}
            </text>
          );
        })}
      </svg>
    </Box>
  );
}

function BandBackground() {
  return (
    <g>
      {bandRanges().map(({ band, ceiling, highest }) => {
        const top = yOf(ceiling);
        const bottom = yOf(band.min);
        const { palette } = BAND_STYLES[band.id];
        return (
          <g key={band.id}>
            <rect
              x={MARGIN.left}
              y={top}
              width={PLOT_WIDTH}
              height={bottom - top}
              fill={tokenVar(`${palette}.subtle`)}
            />
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + PLOT_WIDTH}
              y1={bottom}
              y2={bottom}
              stroke={tokenVar('border')}
            />
            <text
              x={MARGIN.left - 6}
              y={bottom + 4}
              textAnchor="end"
              fontSize={12}
              fill={tokenVar('fg.muted')}
            >
              {band.min}
            </text>
            <text
              x={MARGIN.left + PLOT_WIDTH + 8}
              y={(top + bottom) / 2 + 4}
              fontSize={12}
              fill={tokenVar(`${palette}.fg`)}
            >
              {`${band.icon} ${band.label} ${band.min}–${highest}`}
            </text>
          </g>
        );
      })}
      <text
        x={MARGIN.left - 6}
        y={yOf(100) + 4}
        textAnchor="end"
        fontSize={12}
        fill={tokenVar('fg.muted')}
      >
        100
      </text>
    </g>
  );
}

/** A dashed line where the scoring model changed: points either side were scored differently. */
function ModelChangeLines({ points }: { points: { snapshot: RiskSnapshot; x: number }[] }) {
  return (
    <g>
      {points.map((point, index) => {
        const previous = points[index - 1];
        if (!previous || previous.snapshot.modelVersion === point.snapshot.modelVersion)
          return null;
        const x = (previous.x + point.x) / 2;
        return (
          <g key={point.snapshot.id}>
            <line
              x1={x}
              x2={x}
              y1={MARGIN.top}
              y2={MARGIN.top + PLOT_HEIGHT}
              stroke={tokenVar('fg.muted')}
              strokeDasharray="4 4"
            />
            <text x={x + 4} y={MARGIN.top + 12} fontSize={11} fill={tokenVar('fg')}>
              {`Model ${point.snapshot.modelVersion}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}
