import { articleLink } from '../article-links';
import { NOT_SURE, rated, type RiskActionDefinition, type RiskQuestion } from '../catalog-types';

/** F. Scams and phishing. */
export const SCAM_QUESTIONS: RiskQuestion[] = [
  {
    id: 'F1',
    category: 'scams',
    prompt:
      "An unexpected text or email says there's a problem with your account or a delivery, with a link. What do you do?",
    why: 'Look-alike links are hard to spot, even for experts. Going to the site yourself beats the trick every time.',
    kind: 'single',
    options: [
      {
        id: 'open-myself',
        label: 'Ignore the link, and open the app or site myself or call the official number',
        value: 1,
      },
      {
        id: 'check-link',
        label: 'Check the sender and link, and click if it looks right',
        value: 0.4,
      },
      { id: 'click', label: 'Click it to sort it out quickly', value: 0 },
    ],
    ...rated(3, 3),
    core: true,
    actionId: 'spot-phishing',
  },
  {
    id: 'F2',
    category: 'scams',
    prompt:
      'A caller "from your bank" asks you to read back a code you\'ve just been texted. What do you do?',
    why: 'That code is the key to your account. Banks never ask for it, and scammers often already know your name and card digits.',
    kind: 'single',
    options: [
      {
        id: 'never-share',
        label: 'Never share it; hang up and call the number on my card',
        value: 1,
      },
      { id: 'share', label: 'Share it if they know my details', value: 0 },
      NOT_SURE,
    ],
    ...rated(2, 3),
    core: true,
    actionId: 'never-share-codes',
  },
  {
    id: 'F3',
    category: 'scams',
    prompt: 'Spot the phish: is each of these messages real or a scam?',
    why: 'Practice makes the clues easier to see: who really sent it, a rush to act, and a link that asks you to sign in or pay.',
    kind: 'quiz',
    options: [],
    quiz: [
      {
        id: 'parcel-fee',
        from: 'DHL Express <support@dhl-parcel-redelivery.com>',
        message:
          'Your parcel is held at our depot because of an unpaid customs fee of $1.99. Pay within 24 hours or it will be returned: dhl-parcel-redelivery.com/pay',
        answer: 'phish',
        explanation:
          'DHL\'s real site is dhl.com; "dhl-parcel-redelivery.com" is a different domain that anyone could buy. A tiny fee, a 24-hour deadline and a payment link are classic clues.',
      },
      {
        id: 'sign-in-alert',
        from: 'Google <no-reply@accounts.google.com>',
        message:
          "New sign-in to your Google Account on a Windows device. If this was you, you don't need to do anything. If not, review the activity in your Google Account.",
        answer: 'legit',
        explanation:
          'It comes from accounts.google.com, a real Google domain, asks for nothing and sends you to your account rather than a form. The safe habit still stands: open your account yourself instead of clicking.',
      },
    ],
    scoringText: 'Right answers divided by 2; it counts once both messages are answered.',
    ...rated(2, 2),
    core: false,
    actionId: 'spot-phishing',
  },
  {
    id: 'F4',
    category: 'scams',
    prompt:
      'Do you and your family have a way to check urgent requests for money, such as calling back on a known number or a family code word?',
    why: 'Scammers clone voices and pose as family in trouble. A call back or a code word is a check that a fake cannot pass.',
    kind: 'single',
    options: [
      { id: 'yes', label: 'Yes', value: 1 },
      { id: 'no', label: 'No', value: 0 },
    ],
    ...rated(1, 3),
    core: false,
    actionId: 'safe-word',
  },
];

export const SCAM_ACTIONS: RiskActionDefinition[] = [
  {
    id: 'spot-phishing',
    title: 'Learn to spot phishing',
    summary:
      'Never use links in unexpected messages: open the app or type the address yourself. Try the "spot the phish" examples to practise.',
    minutes: 10,
    itemIds: ['F1', 'F3'],
    targets: { F1: ['open-myself'], F3: ['parcel-fee:phish', 'sign-in-alert:legit'] },
    article: articleLink(
      'cybersecurity-trends',
      'social-engineering',
      'slow-down-and-check-another-way',
    ),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'never-share-codes',
    title: 'Never share sign-in codes',
    summary:
      'A code sent to you is for you alone. If anyone asks for it, hang up and call the number on your card.',
    minutes: 3,
    itemIds: ['F2'],
    targets: { F2: ['never-share'] },
    article: articleLink('cybersecurity-trends', 'social-engineering', 'never-share-a-code'),
    tool: null,
    verifiedOnly: false,
  },
  {
    id: 'safe-word',
    title: 'Agree a family code word',
    summary:
      'Agree a code word or a call-back rule with your family for any urgent request for money.',
    minutes: 5,
    itemIds: ['F4'],
    targets: { F4: ['yes'] },
    article: articleLink(
      'cybersecurity-trends',
      'ai-in-cybersecurity',
      'set-up-checks-a-fake-cant-pass',
    ),
    tool: null,
    verifiedOnly: false,
  },
];
