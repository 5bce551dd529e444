import {
  Bell,
  BookOpen,
  CircleUser,
  Gauge,
  House,
  Info,
  KeyRound,
  LayoutList,
  MailSearch,
  MessageSquare,
  ShieldAlert,
  TrendingUp,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { ARTICLE_GROUP_TITLES, articleGroupPath, paths } from '@/config/paths';
import { ActionNeededCount } from './action-needed-count';
import type { NavCountSource } from './nav-count-badge';
import { UnreadAlertsCount } from './unread-alerts-count';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the exact path counts as current (the overview would match every child otherwise). */
  end?: boolean;
  /** A live count beside the label (unread alerts, breaches needing action). */
  count?: NavCountSource;
}

export interface NavSection {
  title: string;
  items: readonly NavItem[];
}

export const DASHBOARD_NAV: readonly NavSection[] = [
  {
    title: 'Overview',
    items: [
      { label: 'Dashboard', to: paths.dashboard.root, icon: House, end: true },
      { label: 'Alerts', to: paths.dashboard.alerts, icon: Bell, count: UnreadAlertsCount },
    ],
  },
  {
    title: 'Tools',
    items: [
      { label: 'Email breach check', to: paths.dashboard.emailBreachCheck, icon: MailSearch },
      {
        label: 'Saved breaches',
        to: paths.dashboard.savedBreaches,
        icon: LayoutList,
        count: ActionNeededCount,
      },
      { label: 'Risk assessment', to: paths.dashboard.riskAssessment, icon: Gauge },
      { label: 'Password generator', to: paths.dashboard.passwordGenerator, icon: WandSparkles },
      { label: 'Password strength', to: paths.dashboard.passwordStrengthChecker, icon: KeyRound },
    ],
  },
  {
    title: 'Learn',
    items: [
      {
        label: ARTICLE_GROUP_TITLES['password-security'],
        to: articleGroupPath('password-security'),
        icon: BookOpen,
      },
      {
        label: ARTICLE_GROUP_TITLES['risk-mitigation'],
        to: articleGroupPath('risk-mitigation'),
        icon: ShieldAlert,
      },
      {
        label: ARTICLE_GROUP_TITLES['cybersecurity-trends'],
        to: articleGroupPath('cybersecurity-trends'),
        icon: TrendingUp,
      },
    ],
  },
  {
    title: 'Account',
    items: [
      { label: 'Profile settings', to: paths.dashboard.profileSettings, icon: CircleUser },
      { label: 'Feedback', to: paths.dashboard.feedback, icon: MessageSquare },
      { label: 'About Bulwark', to: paths.dashboard.about, icon: Info },
    ],
  },
];
