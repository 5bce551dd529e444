import type { RiskActionDefinition } from './catalog-types';
import { BACKUP_ACTIONS } from './categories/backup';
import { BREACH_ACTIONS } from './categories/breaches';
import { DEVICE_ACTIONS } from './categories/devices';
import { EMAIL_ACTIONS } from './categories/email';
import { IDENTITY_ACTIONS } from './categories/identity';
import { MFA_ACTIONS } from './categories/mfa';
import { NETWORK_ACTIONS } from './categories/network';
import { PASSWORD_ACTIONS } from './categories/passwords';
import { PRIVACY_ACTIONS } from './categories/privacy';
import { SCAM_ACTIONS } from './categories/scams';
import type { RiskActionId } from './model-types';

export type { RiskActionDefinition } from './catalog-types';

/**
 * The 29 actions of design §6.6, each next to the questions it fixes (categories/*.ts). Article
 * links point at our real articles; where no article covers the topic yet, the nearest section is
 * linked and a comment says so.
 */
export const RISK_ACTIONS: readonly RiskActionDefinition[] = [
  ...EMAIL_ACTIONS,
  ...PASSWORD_ACTIONS,
  ...MFA_ACTIONS,
  ...BREACH_ACTIONS,
  ...DEVICE_ACTIONS,
  ...SCAM_ACTIONS,
  ...BACKUP_ACTIONS,
  ...NETWORK_ACTIONS,
  ...IDENTITY_ACTIONS,
  ...PRIVACY_ACTIONS,
];

const ACTIONS_BY_ID = new Map(RISK_ACTIONS.map((action) => [action.id, action]));

export function actionById(id: RiskActionId): RiskActionDefinition | undefined {
  return ACTIONS_BY_ID.get(id);
}
