import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { ARTICLE_GROUPS, paths, type ArticleGroup } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { lazyPage } from './lazy-page';
import { GuestOnlyRoute } from './routes/guest-only-route';
import { ProtectedRoute } from './routes/protected-route';

// Every page is its own chunk, loaded on first visit (spec §2).
const Home = lazyPage(() => import('./routes/home').then((m) => m.HomeRoute));
const Login = lazyPage(() => import('./routes/login').then((m) => m.LoginRoute));
const Register = lazyPage(() => import('./routes/register').then((m) => m.RegisterRoute));
const ForgotPassword = lazyPage(() =>
  import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
);
const ResetPassword = lazyPage(() =>
  import('./routes/reset-password').then((m) => m.ResetPasswordRoute),
);
const VerifyEmail = lazyPage(() => import('./routes/verify-email').then((m) => m.VerifyEmailRoute));
const PublicAbout = lazyPage(() => import('./routes/public-about').then((m) => m.PublicAboutRoute));
const Terms = lazyPage(() => import('./routes/terms').then((m) => m.TermsRoute));
const Privacy = lazyPage(() => import('./routes/privacy').then((m) => m.PrivacyRoute));
const NotFound = lazyPage(() => import('./routes/not-found').then((m) => m.NotFoundRoute));
const DashboardLayout = lazyPage(() =>
  import('./layouts/dashboard-layout').then((m) => m.DashboardLayout),
);
const Overview = lazyPage(() => import('./routes/dashboard/overview').then((m) => m.OverviewRoute));
const Alerts = lazyPage(() =>
  import('@/features/email-breach-check/components/alerts-page').then((m) => m.AlertsPage),
);
const ProfileSettings = lazyPage(() =>
  import('./routes/dashboard/profile-settings').then((m) => m.ProfileSettingsRoute),
);
const Feedback = lazyPage(() => import('./routes/dashboard/feedback').then((m) => m.FeedbackRoute));
const About = lazyPage(() => import('./routes/dashboard/about').then((m) => m.AboutRoute));
const Article = lazyPage(() =>
  import('@/features/articles/components/article-page').then((m) => m.ArticlePage),
);

const PasswordGenerator = lazyPage(() =>
  import('@/features/password-generator/components/password-generator-page').then(
    (m) => m.PasswordGeneratorPage,
  ),
);
const PasswordStrengthChecker = lazyPage(() =>
  import('./routes/dashboard/password-strength-checker').then(
    (m) => m.PasswordStrengthCheckerRoute,
  ),
);

const EmailBreachCheck = lazyPage(() =>
  import('./routes/dashboard/email-breach-check').then((m) => m.EmailBreachCheckRoute),
);
const BreachDetail = lazyPage(() =>
  import('./routes/dashboard/breach-detail').then((m) => m.BreachDetailRoute),
);
const SavedBreaches = lazyPage(() =>
  import('@/features/saved-breaches/components/saved-breaches-page').then(
    (m) => m.SavedBreachesPage,
  ),
);

const RiskAssessment = lazyPage(() =>
  import('@/features/risk-assessment/components/risk-assessment-page').then(
    (m) => m.RiskAssessmentPage,
  ),
);
const RiskReportPrint = lazyPage(() =>
  import('@/features/risk-assessment/components/history/risk-report-print-page').then(
    (m) => m.RiskReportPrintPage,
  ),
);
const HowWeScore = lazyPage(() =>
  import('@/features/risk-assessment/components/how-we-score/how-we-score-page').then(
    (m) => m.HowWeScorePage,
  ),
);

function articleGroupRoute(group: ArticleGroup): RouteObject {
  const [indexSlug] = ARTICLE_GROUPS[group];
  return {
    path: group,
    children: [
      { index: true, element: <Article group={group} slug={indexSlug} isGroupIndex /> },
      ...ARTICLE_GROUPS[group].map((slug) => ({
        path: slug,
        element: <Article group={group} slug={slug} />,
      })),
      { path: '*', element: <NotFound /> },
    ],
  };
}

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <Overview /> },
  { path: 'alerts', element: <Alerts /> },
  { path: 'risk-assessment', element: <RiskAssessment /> },
  { path: 'risk-assessment/print', element: <RiskReportPrint /> },
  { path: 'email-breach-check', element: <EmailBreachCheck /> },
  { path: 'breaches/:name', element: <BreachDetail /> },
  { path: 'saved-breaches', element: <SavedBreaches /> },
  { path: 'password-generator', element: <PasswordGenerator /> },
  { path: 'password-strength-checker', element: <PasswordStrengthChecker /> },
  { path: 'profile-settings', element: <ProfileSettings /> },
  { path: 'feedback', element: <Feedback /> },
  { path: 'about', element: <About /> },
  ...(Object.keys(ARTICLE_GROUPS) as ArticleGroup[]).map(articleGroupRoute),
  { path: '*', element: <NotFound /> },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home, element: <Home /> },
          {
            element: <GuestOnlyRoute />,
            children: [
              { path: paths.login, element: <Login /> },
              { path: paths.register, element: <Register /> },
            ],
          },
          { path: paths.forgotPassword, element: <ForgotPassword /> },
          { path: paths.resetPassword, element: <ResetPassword /> },
          { path: paths.verifyEmail, element: <VerifyEmail /> },
          { path: paths.about, element: <PublicAbout /> },
          { path: paths.howWeScore, element: <HowWeScore /> },
          { path: paths.terms, element: <Terms /> },
          { path: paths.privacy, element: <Privacy /> },
          { path: '*', element: <NotFound /> },
        ],
      },
      {
        path: paths.dashboard.root,
        element: <ProtectedRoute />,
        children: [
          {
            element: <DashboardLayout />,
            errorElement: <RouteErrorPage />,
            children: dashboardRoutes,
          },
        ],
      },
    ],
  },
];
