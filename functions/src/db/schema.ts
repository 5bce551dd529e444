/** Every table, for drizzle-kit and the typed client. Features own their tables; this only collects. */
export * from '@/auth/auth.table';
export * from '@/platform/platform.table';
export * from '@/features/feedback/feedback.table';
export * from '@/features/profile-settings/profile-settings.table';
export * from '@/features/email-breach-check/email-breach-check.table';
export * from '@/features/email-breach-check/breach-alerts.table';
export * from '@/features/saved-breaches/saved-breaches.table';
export * from '@/features/articles/articles.table';
export * from '@/features/password-strength/password-checks.table';
export * from '@/features/risk-assessment/risk-assessment.table';
