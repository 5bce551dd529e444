import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { WEB_FEATURES } from './features';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { lazyPage } from './lazy-page';
import { routeData } from './route-data';
import {
  DASHBOARD_CARDS,
  preloadDashboardCards,
} from './routes/dashboard/overview/dashboard-cards';
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
// The overview's cards are sections with code of their own, loaded beside the overview's: the page
// renders once, whole, instead of once and then again as each card's code arrives. A card whose
// code failed shows its error in its place (dashboard-cards.ts).
const Overview = lazyPage(() =>
  Promise.all([import('./routes/dashboard/overview'), preloadDashboardCards()]).then(
    ([m]) => m.OverviewRoute,
  ),
);
const About = lazyPage(() => import('./routes/dashboard/about').then((m) => m.AboutRoute));

/** The overview and About are the app's own; every other page comes from a feature's manifest. */
const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    element: <Overview cards={DASHBOARD_CARDS} />,
    ...routeData(() => import('./routes/dashboard/overview-data').then((m) => m.prefetchOverview)),
  },
  ...WEB_FEATURES.flatMap((feature) => feature.dashboardRoutes ?? []),
  { path: 'about', element: <About /> },
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
          ...WEB_FEATURES.flatMap((feature) => feature.publicRoutes ?? []),
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
            ...routeData(() =>
              import('./layouts/dashboard-layout-data').then((m) => m.prefetchDashboardLayout),
            ),
            children: dashboardRoutes,
          },
        ],
      },
    ],
  },
];
