import { defineCallable } from '@/platform/define-callable';
import * as saved from './saved-breaches.service';

export const listSavedBreachesCallable = defineCallable(
  'savedBreaches.list',
  { auth: 'required' },
  (_input, ctx) => saved.listSavedBreaches({ ...ctx, userId: ctx.user.id }),
);

export const saveBreachCallable = defineCallable(
  'savedBreaches.add',
  { auth: 'required' },
  (input, ctx) => saved.saveBreach({ ...ctx, userId: ctx.user.id }, input.breachName),
);

export const removeSavedBreachCallable = defineCallable(
  'savedBreaches.remove',
  { auth: 'required' },
  (input, ctx) => saved.removeSavedBreach({ ...ctx, userId: ctx.user.id }, input.id),
);

export const updateSavedBreachStepCallable = defineCallable(
  'savedBreaches.updateStep',
  { auth: 'required' },
  (input, ctx) => saved.updateSavedBreachStep({ ...ctx, userId: ctx.user.id }, input),
);

export const updateSavedBreachNotesCallable = defineCallable(
  'savedBreaches.updateNotes',
  { auth: 'required' },
  (input, ctx) =>
    saved.updateSavedBreachNotes({ ...ctx, userId: ctx.user.id }, input.id, input.notes),
);

export const setSavedBreachStatusCallable = defineCallable(
  'savedBreaches.setStatus',
  { auth: 'required' },
  (input, ctx) =>
    saved.setSavedBreachStatus({ ...ctx, userId: ctx.user.id }, input.id, input.status),
);

export const resolveSavedBreachesCallable = defineCallable(
  'savedBreaches.resolveMany',
  { auth: 'required' },
  (input, ctx) => saved.resolveSavedBreaches({ ...ctx, userId: ctx.user.id }, input.ids),
);

export const getExposureSummaryCallable = defineCallable(
  'savedBreaches.getExposureSummary',
  { auth: 'required' },
  (_input, ctx) => saved.getExposureSummary({ ...ctx, userId: ctx.user.id }),
);
