import { NOT_SURE_VALUE } from './model';
import {
  NOT_APPLICABLE_OPTION,
  NOT_SURE_OPTION,
  type RiskActionId,
  type RiskAnswers,
  type RiskArticleLink,
  type RiskCategoryId,
  type RiskToolLink,
} from './model-types';

/** One answer. Ids are kebab-case and stable: stored answers refer to them. */
export interface RiskOption {
  id: string;
  label: string;
  /** Protection value c in [0, 1], or 'na' to take the question out of the score. */
  value: number | 'na';
  /** Multi-select only: cannot be combined with other options ("None"). */
  exclusive?: boolean;
}

/** One message of the "spot the phish" quiz (F3); answered as `<id>:phish` or `<id>:legit`. */
export interface RiskQuizItem {
  id: string;
  from: string;
  message: string;
  answer: 'phish' | 'legit';
  /** The clues, shown after the answer (Jigsaw style). */
  explanation: string;
}

export type RiskQuestionKind = 'single' | 'multi' | 'quiz' | 'derived';
export type Level = 1 | 2 | 3;

export interface RiskQuestion {
  /** Letter of the category and a number, as in the design (A1 … J3). */
  id: string;
  category: RiskCategoryId;
  prompt: string;
  /** Country-specific wording, keyed by the X3 option id (I2). */
  promptByCountry?: Partial<Record<string, string>>;
  /** One or two sentences: why this matters. */
  why: string;
  kind: RiskQuestionKind;
  /** Empty for 'quiz' (see `quiz`) and 'derived' (worked out from data). */
  options: RiskOption[];
  quiz?: RiskQuizItem[];
  /** How the value is worked out, for the "How we score" page, when it is not one value per option. */
  scoringText?: string;
  likelihood: Level;
  impact: Level;
  /** likelihood × impact. */
  weight: number;
  /** Part of the quick check (★). */
  core: boolean;
  actionId: RiskActionId;
  /** Skip logic: a hidden question counts as not applicable. */
  showIf?: (answers: RiskAnswers) => boolean;
  /** The same rule in plain words, e.g. "Only if you use a password manager (B1)". */
  showIfText?: string;
}

export interface RiskContextOption {
  id: string;
  label: string;
  exclusive?: boolean;
}

/** X1–X4: not scored; they tailor which questions apply and which help we show. */
export interface RiskContextQuestion {
  id: string;
  prompt: string;
  why: string;
  kind: 'single' | 'multi';
  options: RiskContextOption[];
  optional: boolean;
  /** Sensitive options: the UI offers "Don't save this answer". */
  privateOptionIds?: string[];
}

export interface RiskActionDefinition {
  id: RiskActionId;
  title: string;
  /** One or two sentences: what to do. */
  summary: string;
  /** Effort estimate. */
  minutes: number;
  /** Questions and observed items (S1–S4, D2) this action improves. */
  itemIds: string[];
  /**
   * Question id → the option ids that count as done. For a single-choice question any one of them
   * counts, and marking the action done sets the best of them; for the multi-select C1 all of them
   * must be ticked; for the quiz F3 they are the right verdicts. Observed items have no targets: only
   * Bulwark's own data can change them.
   */
  targets: Record<string, string[]>;
  article: RiskArticleLink;
  tool: RiskToolLink | null;
  /** Done only through data (e.g. 2FA here): the UI offers no "mark done". */
  verifiedOnly: boolean;
}

/** The design's weight: how likely the gap is exploited within a year × how bad it would be. */
export function rated(
  likelihood: Level,
  impact: Level,
): Pick<RiskQuestion, 'likelihood' | 'impact' | 'weight'> {
  return { likelihood, impact, weight: likelihood * impact };
}

export const NOT_SURE: RiskOption = {
  id: NOT_SURE_OPTION,
  label: 'Not sure',
  value: NOT_SURE_VALUE,
};

export function notApplicable(label: string): RiskOption {
  return { id: NOT_APPLICABLE_OPTION, label, value: 'na' };
}
