import { Stack } from '@chakra-ui/react';
import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useId } from 'react';
import { useElementWidth } from '@/hooks/use-element-width';
import { formatDate, formatShortDate } from '@/lib/format-date';
import { BAND_STYLES } from '../../lib/band-style';
import { BandLegend } from './band-legend';
import { bandRangeLabel, bandRanges } from './band-ranges';
import { type ChartLayout, chartLayout, dateLabelIndices, xOf, yOf } from './chart-layout';
import { EventMarker } from './event-marker';
import { describeEvent, eventKindOf } from './history-events';
import { tokenVar } from './token-var';

function chartSummary(snapshots: readonly RiskSnapshot[]): string {
  const first = snapshots[0];
  const last = snapshots.at(-1);
  if (!first || !last) return '';
  const range = `from ${first.score} on ${formatDate(first.computedAt)} to ${last.score} on ${formatDate(last.computedAt)}`;
  return `${snapshots.length} score${snapshots.length === 1 ? '' : 's'}, ${range}. The table below lists every point.`;
}

/**
 * Score 0–100 over time on the five shaded, labelled bands, with a marker per event. Drawn at the
 * width it is given, so it fits a 320 px phone with its latest point and band names in view.
 */
export function RiskTrendChart({ snapshots }: { snapshots: readonly RiskSnapshot[] }) {
  const titleId = useId();
  const descriptionId = useId();
  const [boxRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  const layout = chartLayout(measuredWidth);
  const points = snapshots.map((snapshot, index) => ({
    snapshot,
    x: xOf(layout, index, snapshots.length),
    y: yOf(layout, snapshot.score),
  }));
  const line = points.map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x},${y}`).join(' ');

  return (
    <Stack gap="3" ref={boxRef} data-testid="risk-trend-chart">
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        <title id={titleId}>Risk score over time</title>
        <desc id={descriptionId}>{chartSummary(snapshots)}</desc>
        <BandBackground layout={layout} />
        <ModelChangeLines layout={layout} points={points} />
        <path d={line} fill="none" stroke={tokenVar('fg')} strokeWidth={2} />
        {points.map(({ snapshot, x, y }) => (
          <g key={snapshot.id} transform={`translate(${x},${y})`} data-testid="risk-point">
            <title>{`${formatDate(snapshot.computedAt)}: ${snapshot.score}. ${describeEvent(snapshot)}`}</title>
            <EventMarker kind={eventKindOf(snapshot)} />
          </g>
        ))}
        {dateLabelIndices(points.length, layout.maxDateLabels).map((index) => {
          const point = points[index];
          if (!point) return null;
          return (
            <text
              key={point.snapshot.id}
              x={point.x}
              y={layout.height - 12}
              textAnchor="middle"
              fontSize={12}
              fill={tokenVar('fg.muted')}
            >
              {formatShortDate(point.snapshot.computedAt)}
            </text>
          );
        })}
      </svg>
      {layout.isCompact ? <BandLegend /> : null}
    </Stack>
  );
}

function BandBackground({ layout }: { layout: ChartLayout }) {
  const { margin, plotWidth } = layout;
  return (
    <g>
      {bandRanges().map((range) => {
        const { band, ceiling } = range;
        const top = yOf(layout, ceiling);
        const bottom = yOf(layout, band.min);
        const { palette } = BAND_STYLES[band.id];
        return (
          <g key={band.id}>
            <rect
              x={margin.left}
              y={top}
              width={plotWidth}
              height={bottom - top}
              fill={tokenVar(`${palette}.subtle`)}
            />
            <line
              x1={margin.left}
              x2={margin.left + plotWidth}
              y1={bottom}
              y2={bottom}
              stroke={tokenVar('border')}
            />
            <text
              x={margin.left - 6}
              y={bottom + 4}
              textAnchor="end"
              fontSize={12}
              fill={tokenVar('fg.muted')}
            >
              {band.min}
            </text>
            {layout.isCompact ? null : (
              <text
                x={margin.left + plotWidth + 8}
                y={(top + bottom) / 2 + 4}
                fontSize={12}
                fill={tokenVar(`${palette}.fg`)}
              >
                {bandRangeLabel(range)}
              </text>
            )}
          </g>
        );
      })}
      <text
        x={margin.left - 6}
        y={yOf(layout, 100) + 4}
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
function ModelChangeLines({
  layout,
  points,
}: {
  layout: ChartLayout;
  points: { snapshot: RiskSnapshot; x: number }[];
}) {
  const { margin, plotHeight, plotWidth } = layout;
  return (
    <g>
      {points.map((point, index) => {
        const previous = points[index - 1];
        if (!previous || previous.snapshot.modelVersion === point.snapshot.modelVersion)
          return null;
        const x = (previous.x + point.x) / 2;
        // Near the right edge the label goes to the line's left, so it is not cut off.
        const isLabelLeft = x + 80 > margin.left + plotWidth;
        return (
          <g key={point.snapshot.id}>
            <line
              x1={x}
              x2={x}
              y1={margin.top}
              y2={margin.top + plotHeight}
              stroke={tokenVar('fg.muted')}
              strokeDasharray="4 4"
            />
            <text
              x={isLabelLeft ? x - 4 : x + 4}
              y={margin.top + 12}
              textAnchor={isLabelLeft ? 'end' : 'start'}
              fontSize={11}
              fill={tokenVar('fg')}
            >
              {`Model ${point.snapshot.modelVersion}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}
