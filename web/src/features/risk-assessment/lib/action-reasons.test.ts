import { RISK_REASON_MAX } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { expect, test } from 'vitest';
import { notApplicableDetailMax, notApplicableReason, reasonProblem } from './action-reasons';

test('the words beside a chosen reason get the room the line leaves within the limit', () => {
  const words = 'x'.repeat(notApplicableDetailMax('no-such-account'));
  const reason = notApplicableReason('no-such-account', words);
  expect(reason).toHaveLength(RISK_REASON_MAX);
  expect(reasonProblem(reason)).toBeNull();
  expect(notApplicableDetailMax('other')).toBe(RISK_REASON_MAX);
});

test('a reason over the limit is refused in words, never cut silently', () => {
  const reason = notApplicableReason('no-such-account', 'x'.repeat(RISK_REASON_MAX));
  expect(reason.length).toBeGreaterThan(RISK_REASON_MAX);
  expect(reasonProblem(reason)).toBe(`A reason has at most ${RISK_REASON_MAX} characters.`);
});
