import { defineCallable } from '@/platform/define-callable';
import { listSecurityActivity } from './security-activity.service';

export const listSecurityActivityCallable = defineCallable(
  'securityActivity.list',
  { auth: 'required' },
  (_input, ctx) => listSecurityActivity(ctx.db, ctx.user.id, ctx.services.clock.now()),
);
