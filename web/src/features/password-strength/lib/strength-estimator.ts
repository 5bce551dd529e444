import type { OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { createIndexedZxcvbn } from './create-zxcvbn';
import type { StrengthRequest, StrengthResponse } from './strength-protocol';
import { buildStrengthReport } from './strength-report';

export interface StrengthEstimator {
  zxcvbn: ZxcvbnFactory;
  commonPasswords: ReadonlySet<string>;
}

/** The indexed zxcvbn-ts and the common-password list: built once, when the worker starts. */
export function createStrengthEstimator(options: OptionsType): StrengthEstimator {
  const common = options.dictionary?.['passwords-common'] ?? [];
  return {
    zxcvbn: createIndexedZxcvbn(options),
    commonPasswords: new Set(common.map((entry) => String(entry).toLowerCase())),
  };
}

/** One request, one response; never throws (a failure is a response too). */
export function answerStrengthRequest(
  estimator: StrengthEstimator,
  request: StrengthRequest,
): StrengthResponse {
  try {
    const result = estimator.zxcvbn.check(request.password);
    const isCommon = estimator.commonPasswords.has(request.password.toLowerCase());
    return { type: 'report', id: request.id, report: buildStrengthReport(result, isCommon) };
  } catch (error) {
    return {
      type: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
