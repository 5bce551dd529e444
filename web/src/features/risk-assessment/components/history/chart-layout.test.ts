import { expect, test } from 'vitest';
import { chartLayout, dateLabelIndices, xOf } from './chart-layout';

test.each([320, 343, 375])(
  'at %i px the chart is compact and every point is inside it',
  (width) => {
    const layout = chartLayout(width);
    expect(layout.width).toBe(width);
    expect(layout.isCompact).toBe(true);
    for (const count of [1, 2, 7, 40]) {
      const last = xOf(layout, count - 1, count);
      // The marker (6 px) and a centred date label (about 22 px each side) stay inside.
      expect(last + 22).toBeLessThanOrEqual(width);
      expect(xOf(layout, 0, count) - 22).toBeGreaterThanOrEqual(0);
    }
  },
);

test('wide charts name the bands beside the plot', () => {
  const layout = chartLayout(800);
  expect(layout.isCompact).toBe(false);
  expect(layout.margin.right).toBeGreaterThan(100);
});

test('date labels are spread out, first and last included, as many as fit', () => {
  expect(dateLabelIndices(3, 4)).toEqual([0, 1, 2]);
  expect(dateLabelIndices(11, 3)).toEqual([0, 5, 10]);
  expect(chartLayout(320).maxDateLabels).toBe(3);
});
