import { defineFeature } from '@/platform/define-feature';
import * as callables from './password-checks.callables';
import { listChecks } from './password-checks.service';
import { passwordCheck } from './password-checks.table';

/** The password checks a person chose to record (the strength meter itself runs in the browser). */
export const passwordStrengthFeature = defineFeature({
  slug: 'password-strength',
  callables: Object.values(callables),
  tables: [passwordCheck],
  userData: {
    export: async (db, userId) => ({ passwordChecks: await listChecks({ db, userId }) }),
  },
});
