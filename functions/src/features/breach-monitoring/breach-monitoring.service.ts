/**
 * The monitoring's public side, the one module other features import: the re-check of every
 * monitored address. What it found for a person's addresses is read from the index, the alerts
 * and the monitored addresses themselves (the risk score reads them in one statement:
 * risk-assessment/risk-inputs.repository.ts).
 */
export { recheckDueAddresses } from './breach-rechecks.service';
