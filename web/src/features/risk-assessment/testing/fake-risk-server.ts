import type { CallableInput } from '@bulwark/contracts/contracts';
import type {
  RiskAssessment,
  RiskOverview,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { HttpResponse, http } from 'msw';
import { server } from '@/testing/msw-server';

export const SERVER_TIME = '2026-11-20T10:00:00.000Z';
const DRAFT_ID = 'Draft000000000000001';

type SaveInput = CallableInput<'riskAssessment.saveAnswers'>;
type ActionInput = CallableInput<'riskAssessment.setActionState'>;
type SubmitInput = CallableInput<'riskAssessment.submit'>;

export function assessment(overrides: Partial<RiskAssessment> = {}): RiskAssessment {
  return {
    id: DRAFT_ID,
    mode: 'quick',
    status: 'in-progress',
    modelVersion: 'test',
    answers: {},
    answeredAt: {},
    step: 0,
    startedAt: SERVER_TIME,
    updatedAt: SERVER_TIME,
    completedAt: null,
    ...overrides,
  };
}

export function overview(overrides: Partial<RiskOverview> = {}): RiskOverview {
  return {
    draft: null,
    latest: null,
    observed: {
      verifiedMonitoredAddresses: 1,
      monitoringGap: null,
      breaches: [],
      passwordChecks: [],
      twoFactor: 'totp',
    },
    actionStates: {},
    staleSince: null,
    serverTime: SERVER_TIME,
    ...overrides,
  };
}

interface SubmitState {
  overview: RiskOverview;
  submits: SubmitInput[];
  submitKey: string | null;
}

/** As the real server: completes the draft once per key; a repeat with that key answers alike. */
function submitDraft(state: SubmitState, input: SubmitInput) {
  state.submits.push(input);
  const { draft, latest } = state.overview;
  if (latest?.id === input.id && state.submitKey === input.idempotencyKey) {
    return HttpResponse.json(state.overview);
  }
  if (draft?.id !== input.id) {
    return HttpResponse.json(
      { error: { code: 'not-found', message: 'That assessment is not open any more.' } },
      { status: 404 },
    );
  }
  const completed = { ...draft, status: 'completed' as const, completedAt: SERVER_TIME };
  state.overview = { ...state.overview, draft: null, latest: completed };
  state.submitKey = input.idempotencyKey;
  return HttpResponse.json(state.overview);
}

/**
 * The risk-assessment callables over MSW with just enough server behaviour (merge answers, submit,
 * action states) for page tests; every request body is kept for assertions.
 */
export function startFakeRiskServer(initial: RiskOverview = overview()) {
  const state = {
    overview: initial,
    saves: [] as SaveInput[],
    actionCalls: [] as ActionInput[],
    submits: [] as SubmitInput[],
    /** The key the latest assessment was submitted with, as the server keeps it. */
    submitKey: null as string | null,
    /** While set, setActionState answers only once it resolves (to watch the optimistic update). */
    holdActions: null as Promise<void> | null,
  };
  server.use(
    http.post('*/v1/call/riskAssessment.getOverview', () => HttpResponse.json(state.overview)),
    http.post('*/v1/call/riskAssessment.getHistory', () => HttpResponse.json([])),
    http.post('*/v1/call/riskAssessment.start', async ({ request }) => {
      const { mode } = (await request.json()) as { mode: RiskAssessment['mode'] };
      const latest = state.overview.latest;
      const draft =
        state.overview.draft ??
        assessment({ mode, answers: latest?.answers ?? {}, answeredAt: latest?.answeredAt ?? {} });
      state.overview = { ...state.overview, draft };
      return HttpResponse.json(draft);
    }),
    http.post('*/v1/call/riskAssessment.saveAnswers', async ({ request }) => {
      const input = (await request.json()) as SaveInput;
      const draft = state.overview.draft;
      // As the real server: no open draft (or another one), no save.
      if (draft?.id !== input.id) {
        return HttpResponse.json(
          { error: { code: 'not-found', message: 'That assessment is not open any more.' } },
          { status: 404 },
        );
      }
      state.saves.push(input);
      const answers = { ...draft.answers };
      const answeredAt = { ...draft.answeredAt };
      for (const [id, value] of Object.entries(input.answers)) {
        if (value === null) delete answers[id];
        else answers[id] = value;
        answeredAt[id] = SERVER_TIME;
      }
      const saved = {
        ...draft,
        answers,
        answeredAt,
        step: input.step ?? draft.step,
        mode: input.mode ?? draft.mode,
      };
      state.overview = { ...state.overview, draft: saved };
      return HttpResponse.json(saved);
    }),
    http.post('*/v1/call/riskAssessment.submit', async ({ request }) =>
      submitDraft(state, (await request.json()) as SubmitInput),
    ),
    http.post('*/v1/call/riskAssessment.setActionState', async ({ request }) => {
      const input = (await request.json()) as ActionInput;
      state.actionCalls.push(input);
      if (state.holdActions) await state.holdActions;
      const actionStates = {
        ...state.overview.actionStates,
        [input.actionId]: { status: input.status, reason: input.reason, updatedAt: SERVER_TIME },
      };
      state.overview = { ...state.overview, actionStates };
      return HttpResponse.json(state.overview);
    }),
  );
  return state;
}
