import { defineCallable } from '@/platform/define-callable';
import { listChecks, recordCheck, removeCheck } from './password-checks.service';

export const listPasswordChecksCallable = defineCallable(
  'passwordChecks.list',
  { auth: 'required' },
  (_input, ctx) => listChecks({ db: ctx.db, userId: ctx.user.id }),
);

export const recordPasswordCheckCallable = defineCallable(
  'passwordChecks.record',
  { auth: 'required' },
  (input, ctx) =>
    recordCheck({ db: ctx.db, userId: ctx.user.id, clock: ctx.services.clock }, input),
);

export const removePasswordCheckCallable = defineCallable(
  'passwordChecks.remove',
  { auth: 'required' },
  (input, ctx) =>
    removeCheck({ db: ctx.db, userId: ctx.user.id, clock: ctx.services.clock }, input.id),
);
