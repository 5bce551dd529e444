import { articleLink } from '../article-links';
import {
  NOT_SURE,
  notApplicable,
  rated,
  type RiskActionDefinition,
  type RiskQuestion,
} from '../catalog-types';
import { hasSmartHomeDevices } from '../context-questions';

/** H. Home and public networks. */
export const NETWORK_QUESTIONS: RiskQuestion[] = [
  {
    id: 'H1',
    category: 'network',
    prompt:
      "Has your router's admin password been changed from the default, and does its firmware update?",
    why: 'Routers with default passwords and old firmware are taken over in bulk and used to spy on or redirect your traffic.',
    kind: 'single',
    options: [
      { id: 'both', label: 'Both', value: 1 },
      { id: 'password-only', label: 'The password only', value: 0.6 },
      { id: 'default', label: "It's the default, or I don't know", value: 0.2 },
      notApplicable("It's not my router"),
    ],
    ...rated(1, 2),
    core: false,
    actionId: 'router',
  },
  {
    id: 'H2',
    category: 'network',
    prompt: 'Is your home Wi-Fi protected with WPA2 or WPA3 and a strong password?',
    why: 'Anyone on your Wi-Fi can reach your devices, and on an open network they can read what is not encrypted.',
    kind: 'single',
    options: [
      { id: 'yes', label: 'Yes', value: 1 },
      { id: 'weak', label: 'Yes, but the password is weak or widely shared', value: 0.5 },
      { id: 'open', label: "It's open", value: 0 },
      NOT_SURE,
    ],
    ...rated(1, 2),
    core: false,
    actionId: 'router',
  },
  {
    id: 'H3',
    category: 'network',
    prompt:
      "On public Wi-Fi, do you avoid signing in to sensitive accounts unless you're on mobile data or a trusted VPN?",
    why: 'Most sites encrypt traffic now, so this matters less than it did, but a fake hotspot can still steer you to a fake sign-in page.',
    kind: 'single',
    options: [
      { id: 'always', label: 'Always', value: 1 },
      { id: 'sometimes', label: 'Sometimes', value: 0.6 },
      { id: 'no', label: 'No', value: 0.3 },
    ],
    ...rated(1, 1),
    core: false,
    actionId: 'public-wifi',
  },
  {
    id: 'H4',
    category: 'network',
    prompt: 'Do your smart-home devices use unique passwords and get updates?',
    why: 'Cameras, doorbells and speakers with default passwords are easy to take over, and they can see and hear your home.',
    kind: 'single',
    options: [
      { id: 'yes', label: 'Yes', value: 1 },
      { id: 'some', label: 'Some of them', value: 0.5 },
      { id: 'no', label: "No, or I don't know", value: 0.2 },
    ],
    ...rated(1, 2),
    core: false,
    actionId: 'router',
    showIf: hasSmartHomeDevices,
    showIfText: 'Only if you have smart-home devices (X1)',
  },
];

export const NETWORK_ACTIONS: RiskActionDefinition[] = [
  {
    id: 'router',
    title: 'Secure your router and smart devices',
    summary:
      "Change the router's admin password, turn on firmware updates and WPA2 or WPA3, and give smart devices their own passwords.",
    minutes: 20,
    itemIds: ['H1', 'H2', 'H4'],
    targets: { H1: ['both'], H2: ['yes'], H4: ['yes'] },
    article: articleLink(
      'cybersecurity-trends',
      'zero-trust',
      'worked-example-zero-trust-for-one-household',
    ),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'public-wifi',
    title: 'Be careful on public Wi-Fi',
    summary:
      "Use mobile data or a trusted VPN for banking and other sensitive accounts when you're away from home.",
    minutes: 2,
    itemIds: ['H3'],
    targets: { H3: ['always'] },
    // No article covers public Wi-Fi yet; this section explains why a network is never trusted by itself.
    article: articleLink('cybersecurity-trends', 'zero-trust', 'what-zero-trust-means'),
    tool: null,
    verifiedOnly: false,
  },
];
