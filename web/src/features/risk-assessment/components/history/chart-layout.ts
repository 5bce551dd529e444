/** Under this width (CSS px) the band names leave the chart's right edge for a legend below it. */
export const COMPACT_BELOW = 560;
/** Before the container is measured (and in tests without layout). */
const DEFAULT_WIDTH = 720;
const MIN_WIDTH = 240;
/** A date label ("25 Nov") takes about this much room, with a gap. */
const DATE_LABEL_SLOT = 80;
const MAX_DATE_LABELS = 6;

export interface ChartLayout {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  plotWidth: number;
  plotHeight: number;
  /** Keeps the first and last markers (and their date labels) clear of the plot's edges. */
  inset: number;
  /** Band names go in a legend below the chart instead of beside it. */
  isCompact: boolean;
  maxDateLabels: number;
}

/**
 * The chart drawn at its real size in pixels rather than scaled down: text stays 12 px and
 * readable on a 320 px phone, and nothing needs a sideways scroll.
 */
export function chartLayout(measuredWidth: number | null): ChartLayout {
  const width = Math.max(MIN_WIDTH, Math.floor(measuredWidth ?? DEFAULT_WIDTH));
  const isCompact = width < COMPACT_BELOW;
  const height = isCompact ? 240 : 280;
  const margin = isCompact
    ? { top: 12, right: 12, bottom: 36, left: 32 }
    : { top: 12, right: 156, bottom: 36, left: 40 };
  const plotWidth = width - margin.left - margin.right;
  return {
    width,
    height,
    margin,
    plotWidth,
    plotHeight: height - margin.top - margin.bottom,
    inset: isCompact ? 22 : 14,
    isCompact,
    maxDateLabels: Math.max(2, Math.min(MAX_DATE_LABELS, Math.floor(plotWidth / DATE_LABEL_SLOT))),
  };
}

export function yOf(layout: ChartLayout, score: number): number {
  return layout.margin.top + ((100 - score) / 100) * layout.plotHeight;
}

/**
 * One slot per snapshot rather than a time axis: several changes on one day (a check, then an
 * action marked done) would otherwise sit on top of each other. Dates label the axis.
 */
export function xOf(layout: ChartLayout, index: number, count: number): number {
  const { margin, plotWidth, inset } = layout;
  if (count <= 1) return margin.left + plotWidth / 2;
  return margin.left + inset + (index * (plotWidth - 2 * inset)) / (count - 1);
}

/** Which points get a date under them: all when they fit, else evenly spread, first and last included. */
export function dateLabelIndices(count: number, maxLabels: number): number[] {
  if (count <= maxLabels) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (maxLabels - 1);
  return Array.from({ length: maxLabels }, (_, index) => Math.round(index * step));
}
