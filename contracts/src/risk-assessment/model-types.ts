/**
 * The shapes of the risk model (../shared/design/risk-assessment.md §6). The model itself is pure
 * code shared by the server (snapshots) and the browser (results, what-if gains, "How we score"),
 * so both always score alike.
 */

export const RISK_CATEGORY_IDS = [
  'email',
  'passwords',
  'mfa',
  'breaches',
  'devices',
  'scams',
  'backup',
  'network',
  'identity',
  'privacy',
] as const;
export type RiskCategoryId = (typeof RISK_CATEGORY_IDS)[number];

export const RISK_ACTION_IDS = [
  'secure-email',
  'email-2sv',
  'recovery-options',
  'password-manager',
  'fix-reuse',
  'strong-passphrases',
  'security-questions',
  'enable-2fa-everywhere',
  'passkeys',
  'sim-swap',
  'breach-response',
  'monitor-all-emails',
  'fix-checked-passwords',
  'app-2fa',
  'updates',
  'lock-encrypt',
  'safe-installs',
  'spot-phishing',
  'never-share-codes',
  'safe-word',
  'backups',
  'recovery-codes',
  'router',
  'public-wifi',
  'money-alerts',
  'credit-freeze',
  'social-privacy',
  'connected-apps',
  'old-accounts',
] as const;
export type RiskActionId = (typeof RISK_ACTION_IDS)[number];

export const RISK_BAND_IDS = ['low', 'moderate', 'elevated', 'high', 'critical'] as const;
export type RiskBandId = (typeof RISK_BAND_IDS)[number];

export const RISK_ACTION_STATUSES = ['open', 'done', 'accepted', 'na'] as const;
export type RiskActionStatus = (typeof RISK_ACTION_STATUSES)[number];

export const RISK_MODES = ['quick', 'full'] as const;
export type RiskMode = (typeof RISK_MODES)[number];

/** The option ids every question may use with a fixed meaning. */
export const NOT_SURE_OPTION = 'not-sure';
export const NOT_APPLICABLE_OPTION = 'na';

/** Question id → the chosen option ids (one for single choice; quiz answers are `itemId:verdict`). */
export type RiskAnswers = Record<string, string[]>;

export interface ObservedBreach {
  name: string;
  title: string;
  dataClasses: string[];
  /** ISO date-time the breach entered the catalog (HIBP `AddedDate`): recency counts from it. */
  addedDate: string;
  isVerified: boolean;
  isFabricated: boolean;
  isSpamList: boolean;
  /** Marked fixed in Saved breaches. Found-but-unsaved breaches are unresolved. */
  resolved: boolean;
}

export interface ObservedPasswordCheck {
  label: string;
  /** zxcvbn score 0–4. */
  score: number;
  /** Found in breaches; null when the breach check was unavailable (unknown). */
  pwned: boolean | null;
  reused: boolean;
  inUse: boolean;
  checkedAt: string;
}

/**
 * Why the breach exposure of the monitored addresses (S1) cannot be measured, so that S1 is "not
 * available" instead of a clean result nobody checked (ADR 007, "Breach signal sources").
 */
export const MONITORING_GAPS = [
  /** No address the user has proven to own. */
  'no-verified-address',
  /** No source holds any data: the local index has no breach and HIBP is not configured. */
  'no-breach-data',
  /** A source holds data, but none of the user's verified addresses has been checked yet. */
  'not-checked-yet',
] as const;
export type MonitoringGap = (typeof MONITORING_GAPS)[number];

/** What Bulwark itself knows ("verified by Bulwark"), read fresh whenever the score is computed. */
export interface ObservedInputs {
  /** Verified monitored addresses, the account address included. */
  verifiedMonitoredAddresses: number;
  /** Why S1 cannot be measured; null when it can (a check ran against a source with data, or a breach was found). */
  monitoringGap: MonitoringGap | null;
  /**
   * The breaches known to be the user's, one per breach name: those found for the monitored
   * addresses and those the user saved. Null when there is nothing to go on (S2 unavailable): the
   * monitoring has a gap and the user saved no breach.
   */
  breaches: ObservedBreach[] | null;
  /** Password checks the user chose to record (never a password or a hash). */
  passwordChecks: ObservedPasswordCheck[];
  /** Two-step sign-in on the Bulwark account. */
  twoFactor: 'passkey' | 'totp' | 'email-otp' | 'none';
}

export interface RiskActionState {
  status: RiskActionStatus;
  reason: string | null;
  updatedAt: string;
}

export interface ScoreInput {
  answers: RiskAnswers;
  /** Question id → ISO time of its answer; answers older than 180 days lower confidence only. */
  answeredAt: Record<string, string>;
  observed: ObservedInputs;
  actionStates: Partial<Record<RiskActionId, RiskActionState>>;
  now: Date;
}

/** How an item's value came about: Bulwark measured it, the user said so, or marked its action done. */
export type RiskProvenance = 'verified' | 'self-reported' | 'attested';

export type RiskItemStatus =
  /** Answered (or measured) with a value. */
  | 'scored'
  /** "Not sure": counts 0.25 and asks the user to find out. */
  | 'not-sure'
  /** Not applicable (answer, skip logic or the action marked N/A): out of numerator and denominator. */
  | 'na'
  /** Not answered yet: out of the score. */
  | 'unanswered'
  /** An observed item whose source is not there (no checked address or breach data, fewer than 3 checks): out of the score. */
  | 'unavailable';

export interface RiskItemResult {
  id: string;
  category: RiskCategoryId;
  weight: number;
  /** Protection value c in [0, 1]; null unless status is scored or not-sure. */
  value: number | null;
  status: RiskItemStatus;
  provenance: RiskProvenance;
  /** Answer older than 180 days: "re-confirm" (lowers confidence, never points). */
  stale: boolean;
  actionId: RiskActionId;
  /** One line for observed items, e.g. "2 unresolved breaches, newest 3 months old". */
  summary: string | null;
}

export type RiskCapId = 'open-serious-breach' | 'pwned-password-in-use' | 'email-wide-open';

export interface RiskCapResult {
  id: RiskCapId;
  limit: number;
  triggered: boolean;
  /** Triggered and actually lowering the score (the raw score is above the limit). */
  binding: boolean;
  /** Plain words: why the cap exists / what triggered it. */
  reason: string;
}

export interface RiskCategoryResult {
  id: RiskCategoryId;
  label: string;
  /** 0–100 over the category's applicable items; null when none applies. */
  score: number | null;
  /** Sum of applicable weights. */
  weight: number;
}

export interface RiskResult {
  modelVersion: string;
  /** Unrounded, uncapped: 100 · Σ w·c / Σ w over applicable items; null when nothing applies. */
  raw: number | null;
  /** Unrounded after caps. */
  capped: number | null;
  /** round(capped); null when nothing applies. */
  score: number | null;
  band: RiskBandId | null;
  caps: RiskCapResult[];
  /** "Your score would be 91 but is capped at 69 because …", or null when no cap binds. */
  capExplanation: string | null;
  categories: RiskCategoryResult[];
  items: RiskItemResult[];
  confidence: { value: number; label: 'high' | 'medium' | 'low' };
}

export interface RiskArticleLink {
  group: 'password-security' | 'risk-mitigation' | 'cybersecurity-trends';
  slug: string;
  /** A heading id inside the article, when one section is the answer. */
  anchor?: string;
}

/** In-app places an action can send the user; the web app maps them to routes. */
export type RiskToolLink =
  | 'password-generator'
  | 'password-strength-checker'
  | 'email-breach-check'
  | 'saved-breaches'
  | 'profile-security';

export interface RankedAction {
  id: RiskActionId;
  title: string;
  /** One or two sentences: what to do. */
  summary: string;
  minutes: number;
  /** Points the capped, unrounded score would gain (caps lifted included); 0 when nothing to gain. */
  gain: number;
  quickWin: boolean;
  status: RiskActionStatus;
  reason: string | null;
  itemIds: string[];
  article: RiskArticleLink;
  tool: RiskToolLink | null;
  /** Fixed by Bulwark's own data (e.g. 2FA here): no "mark done", the signal updates itself. */
  verifiedOnly: boolean;
}
