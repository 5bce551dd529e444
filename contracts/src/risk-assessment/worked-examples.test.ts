import { describe, expect, test } from 'vitest';
import { rankActions } from './rank-actions';
import { scoreAssessment } from './score';
import { alex, sam } from './testing/worked-examples';

function valueOf(
  result: ReturnType<typeof scoreAssessment>,
  id: string,
): number | null | undefined {
  return result.items.find((item) => item.id === id)?.value;
}

describe('Alex (design §6.4): excellent habits, one unresolved password breach', () => {
  test('scores raw 90.6, capped at 69 (Elevated)', () => {
    const result = scoreAssessment(alex());
    // (164 − 7.9 lost in answers − 6·0.5 (S1) − 9·0.5 (S2)) / 164 = 148.6 / 164
    expect(result.raw).toBeCloseTo((100 * 148.6) / 164, 10);
    expect(result.raw?.toFixed(1)).toBe('90.6');
    expect(result.score).toBe(69);
    expect(result.band).toBe('elevated');
    expect(result.capExplanation).toBe(
      'Your score would be 91 but is capped at 69 because an unresolved breach from the last 3 years exposed passwords, financial data or ID numbers.',
    );
  });

  test('scores 94 (Low) once the breach is resolved', () => {
    const input = alex();
    const breaches =
      input.observed.breaches?.map((breach) => ({ ...breach, resolved: true })) ?? null;
    const result = scoreAssessment({ ...input, observed: { ...input.observed, breaches } });
    // S1 becomes 1 − 0.5·0.5 = 0.75 and S2 1: (148.6 + 1.5 + 4.5) / 164 = 94.27
    expect(result.raw).toBeCloseTo((100 * 154.6) / 164, 10);
    expect(result.score).toBe(94);
    expect(result.band).toBe('low');
  });

  test('puts resolving the breach first, worth about 25 points; nothing else moves the capped score', () => {
    const [top, ...rest] = rankActions(alex());
    expect(top?.id).toBe('breach-response');
    expect(top?.gain).toBeCloseTo((100 * 154.6) / 164 - 69, 6);
    expect(top?.gain.toFixed(0)).toBe('25');
    expect(rest.every((action) => action.gain === 0)).toBe(true);
  });
});

describe('Alex on a default install (ADR 007): no breach data loaded, no breach saved', () => {
  test('leaves S1 and S2 out instead of scoring them clean: 95 (Low), no cap, lower confidence', () => {
    const known = alex();
    const input = {
      ...known,
      observed: { ...known.observed, monitoringGap: 'no-breach-data' as const, breaches: null },
    };
    const result = scoreAssessment(input);
    expect(valueOf(result, 'S1')).toBeNull();
    expect(result.items.find((item) => item.id === 'S2')?.status).toBe('unavailable');
    // (164 − 15 − 7.9) / (164 − 15) = 141.1 / 149
    expect(result.raw).toBeCloseTo((100 * 141.1) / 149, 10);
    expect(result.score).toBe(95);
    expect(result.caps.some((cap) => cap.triggered)).toBe(false);
    expect(result.confidence.value.toFixed(3)).toBe('0.909');
    // Nothing points at the unknown breach: the top actions are the answers' own gaps.
    expect(
      rankActions(input)
        .slice(0, 3)
        .map((action) => [action.id, action.gain.toFixed(1)]),
    ).toEqual([
      ['backups', '1.6'],
      ['credit-freeze', '1.4'],
      ['connected-apps', '0.9'],
    ]);
  });
});

describe('Sam (design §6.4)', () => {
  test('has the design signals S1 = 0.48, S2 = 0.49, S3 = 0.60 and S4 = 0', () => {
    const result = scoreAssessment(sam());
    // S1 = 0.5 (fresh password breach) × (1 − 0.5·0.25·0.35·1·0.5) (resolved 2019 usernames)
    //      × (1 − 0.5·0.25·0.35·0.3) (old spam list) = 0.4826
    expect(valueOf(result, 'S1')?.toFixed(2)).toBe('0.48');
    // S2 = 1 − (1 + 0.25·0.35·0.3) / 2 = 0.4869
    expect(valueOf(result, 'S2')?.toFixed(2)).toBe('0.49');
    // S3 = 1 − (0.5 · 2/4 weak + 0.3 · 2/4 reused) = 0.6
    expect(valueOf(result, 'S3')).toBeCloseTo(0.6, 12);
    expect(valueOf(result, 'S4')).toBe(0);
    expect(valueOf(result, 'D2')).toBe(0.5);
  });

  test('scores 50 (Elevated) with every category score of the design; the 69 cap triggers but does not bind', () => {
    const result = scoreAssessment(sam());
    /*
     * The design gives raw 50.1; we get 50.17. Its gains of 6.1, 5.1 and 4.7 points only fit an
     * applicable weight of 159 (here B5 and H4 do not apply), and with 159 the answers that give
     * all ten category scores reach 79.78 weighted points at least: 50.17. (Answer sets that do
     * give 50.1 need another applicable weight, and then miss the gains.)
     */
    expect(result.raw?.toFixed(2)).toBe('50.17');
    expect(result.score).toBe(50);
    expect(result.band).toBe('elevated');
    expect(result.caps[0]).toMatchObject({
      id: 'open-serious-breach',
      triggered: true,
      binding: false,
    });
    expect(result.capExplanation).toBeNull();
    expect(
      Object.fromEntries(
        result.categories.map((category) => [category.id, Math.round(category.score ?? -1)]),
      ),
    ).toEqual({
      email: 39,
      passwords: 55,
      mfa: 30,
      breaches: 49,
      devices: 78,
      scams: 53,
      backup: 40,
      network: 70,
      identity: 46,
      privacy: 44,
    });
  });

  test("ranks the design's top seven actions, with its gains where its figures allow", () => {
    const top = rankActions(sam())
      .slice(0, 7)
      .map((action) => [action.id, action.gain.toFixed(1), action.quickWin]);
    /*
     * The design lists: secure email 6.1, breaches 5.1, phishing 4.7, reuse 3.4, 2-step on email
     * 2.3, 2FA everywhere 2.3, 2FA here 1.9 (quick win). Every figure but one is reproduced.
     * "2FA everywhere +2.3" is not reachable: with MFA at 30, C1 is worth 0.30 (or 0.50), so the
     * gain is 6 · 0.7 / 159 = 2.6 (or 1.9), and it moves ahead of "2-step on email". By the
     * design's own rule (≤ 5 minutes and ≥ 1.5 points) "2-step on email" is a quick win too.
     */
    expect(top).toEqual([
      ['secure-email', '6.1', false],
      ['breach-response', '5.1', false],
      ['spot-phishing', '4.7', false],
      ['fix-reuse', '3.4', false],
      ['enable-2fa-everywhere', '2.6', false],
      ['email-2sv', '2.3', true],
      ['app-2fa', '1.9', true],
    ]);
  });

  test("keeps the order that Sam's described answers alone decide", () => {
    const order = rankActions(sam()).map((action) => action.id);
    const described = [
      'secure-email',
      'breach-response',
      'fix-reuse',
      'email-2sv',
      'app-2fa',
      'fix-checked-passwords',
      'monitor-all-emails',
    ];
    expect(order.filter((id) => described.includes(id))).toEqual(described);
  });
});
