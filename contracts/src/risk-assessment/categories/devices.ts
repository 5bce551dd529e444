import { articleLink } from '../article-links';
import { NOT_SURE, rated, type RiskActionDefinition, type RiskQuestion } from '../catalog-types';
import { usesComputer, usesPhoneOrComputer } from '../context-questions';

/** E. Devices and software. */
export const DEVICE_QUESTIONS: RiskQuestion[] = [
  {
    id: 'E1',
    category: 'devices',
    prompt: 'Are automatic updates on for your phone, computer and apps?',
    why: 'Most attacks on devices use flaws that already have a fix. Automatic updates close them before you hear about them.',
    kind: 'single',
    options: [
      { id: 'all', label: 'Yes, on all my devices', value: 1 },
      { id: 'some', label: 'On some of them', value: 0.5 },
      { id: 'manual', label: 'I update by hand when I remember', value: 0.25 },
      { id: 'unsupported', label: 'A device no longer gets updates', value: 0 },
      NOT_SURE,
    ],
    ...rated(3, 2),
    core: true,
    actionId: 'updates',
  },
  {
    id: 'E2',
    category: 'devices',
    prompt: 'Do your phone, tablet and computer lock with a PIN, password or biometrics?',
    why: 'A lost or stolen device without a lock opens your email, your apps and the codes they receive.',
    kind: 'single',
    options: [
      { id: 'all-strong', label: 'All do, with 6+ digits, a password or biometrics', value: 1 },
      { id: 'some-weak', label: 'All do, but some use 4 digits or a pattern', value: 0.6 },
      { id: 'one-unlocked', label: 'At least one has no lock', value: 0 },
    ],
    ...rated(2, 2),
    core: true,
    actionId: 'lock-encrypt',
  },
  {
    id: 'E3',
    category: 'devices',
    prompt:
      'Is "Find my device" with remote erase on, and is disk encryption (FileVault or BitLocker) on for your computer?',
    why: 'Remote erase and encryption keep your data safe when a device is lost, stolen or sold.',
    kind: 'single',
    options: [
      { id: 'both', label: 'Both', value: 1 },
      { id: 'one', label: 'One of them', value: 0.5 },
      { id: 'neither', label: 'Neither', value: 0 },
      NOT_SURE,
    ],
    ...rated(1, 2),
    core: false,
    actionId: 'lock-encrypt',
    showIf: usesPhoneOrComputer,
    showIfText: 'Only if you use a phone, tablet or computer (X1)',
  },
  {
    id: 'E4',
    category: 'devices',
    prompt: 'Where do you get apps and software?',
    why: 'Pirated and sideloaded apps are a common way to spread malware that steals saved passwords.',
    kind: 'single',
    options: [
      { id: 'official', label: "Only from official stores or the maker's site", value: 1 },
      { id: 'mostly', label: 'Mostly, but sometimes elsewhere', value: 0.5 },
      { id: 'cracked', label: 'I use cracked, pirated or sideloaded apps', value: 0 },
    ],
    ...rated(2, 2),
    core: false,
    actionId: 'safe-installs',
  },
  {
    id: 'E5',
    category: 'devices',
    prompt:
      'Is antivirus protection on (for example Microsoft Defender), and do you use a standard (non-admin) account day to day?',
    why: 'Built-in protection blocks most known malware, and a standard account stops what slips through from installing itself.',
    kind: 'single',
    options: [
      { id: 'both', label: 'Both', value: 1 },
      { id: 'admin', label: 'Protection is on, but I use an admin account', value: 0.6 },
      { id: 'off', label: 'Protection is turned off', value: 0 },
      NOT_SURE,
    ],
    ...rated(1, 2),
    core: false,
    actionId: 'safe-installs',
    showIf: usesComputer,
    showIfText: 'Only if you use a computer (X1)',
  },
];

export const DEVICE_ACTIONS: RiskActionDefinition[] = [
  {
    id: 'updates',
    title: 'Turn on automatic updates',
    summary:
      'Switch on automatic updates for your phone, computer, browser and apps, and plan to replace devices that no longer get updates.',
    minutes: 10,
    itemIds: ['E1'],
    targets: { E1: ['all'] },
    article: articleLink(
      'cybersecurity-trends',
      'supply-chain-security-focus',
      'keep-updating-anyway',
    ),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'lock-encrypt',
    title: 'Lock and encrypt your devices',
    summary:
      'Use a 6+ digit PIN, a password or biometrics on every device, and turn on "Find my device" and disk encryption.',
    minutes: 10,
    itemIds: ['E2', 'E3'],
    targets: { E2: ['all-strong'], E3: ['both'] },
    // No article covers screen locks yet; this section is about keeping devices healthy.
    article: articleLink('cybersecurity-trends', 'zero-trust', 'check-your-devices'),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'safe-installs',
    title: 'Install apps safely',
    summary:
      "Get apps only from official stores or the maker's site, keep built-in protection on, and use a standard account day to day.",
    minutes: 5,
    itemIds: ['E4', 'E5'],
    targets: { E4: ['official'], E5: ['both'] },
    article: articleLink(
      'cybersecurity-trends',
      'supply-chain-security-focus',
      'trim-your-own-supply-chain',
    ),
    tool: null,
    verifiedOnly: false,
  },
];
