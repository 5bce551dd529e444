import { defineCallable } from '@/platform/define-callable';
import * as alerts from './breach-alerts.service';

export const listAlertsCallable = defineCallable(
  'emailBreachCheck.listAlerts',
  { auth: 'required' },
  (_input, ctx) => alerts.listAlerts({ ...ctx, userId: ctx.user.id }),
);

export const markAlertsReadCallable = defineCallable(
  'emailBreachCheck.markAlertsRead',
  { auth: 'required' },
  (input, ctx) => alerts.markAlertsRead({ ...ctx, userId: ctx.user.id }, input.ids),
);

export const getAlertSettingsCallable = defineCallable(
  'emailBreachCheck.getAlertSettings',
  { auth: 'required' },
  (_input, ctx) => alerts.getAlertSettings({ ...ctx, userId: ctx.user.id }),
);

export const updateAlertSettingsCallable = defineCallable(
  'emailBreachCheck.updateAlertSettings',
  { auth: 'required' },
  (input, ctx) => alerts.updateAlertSettings({ ...ctx, userId: ctx.user.id }, input),
);
