/** External help for X4's situations (design §6.1): organisations with a track record, no trackers of ours. */
export interface HelpLink {
  label: string;
  href: string;
}

export interface HelpTopic {
  /** The X4 option it answers. */
  optionId: 'public-figure' | 'someone-close' | 'carer' | 'small-business';
  title: string;
  guidance: string[];
  links: HelpLink[];
}

export const SPECIALISED_HELP: readonly HelpTopic[] = [
  {
    optionId: 'someone-close',
    title: 'If someone you know may access your devices or accounts',
    guidance: [
      'Changing passwords or removing apps can alert the other person. If you feel unsafe, talk to a specialist first: they can help you plan changes safely.',
      'Use a device the other person has never had access to when you look for help, and remember this browser may keep a history of this page.',
    ],
    links: [
      {
        label: 'Refuge Tech Safety (UK): guides and a 24-hour helpline, 0808 2000 247',
        href: 'https://refugetechsafety.org',
      },
      {
        label: 'National Domestic Violence Hotline (US): 1-800-799-7233',
        href: 'https://www.thehotline.org',
      },
      {
        label: 'Coalition Against Stalkerware: signs of tracking apps and what to do',
        href: 'https://stopstalkerware.org',
      },
    ],
  },
  {
    optionId: 'public-figure',
    title: 'Advanced protection for journalists, activists and public figures',
    guidance: [
      'You are more likely to be targeted on purpose. The strongest settings trade a little convenience for a lot of protection.',
      'Use security keys or passkeys for your email and social accounts, and keep your home address and phone number out of public view.',
    ],
    links: [
      {
        label: 'Google Advanced Protection Program',
        href: 'https://landing.google.com/advancedprotection/',
      },
      { label: 'Apple Lockdown Mode', href: 'https://support.apple.com/en-us/105120' },
      {
        label: 'Access Now Digital Security Helpline (free, for civil society)',
        href: 'https://www.accessnow.org/help/',
      },
    ],
  },
  {
    optionId: 'carer',
    title: 'Managing accounts for someone else',
    guidance: [
      'Prefer the official ways to help: a bank’s third-party mandate or power of attorney, and the legacy or trusted-contact settings of Apple, Google and Microsoft, rather than sharing one password.',
      'Keep their passwords in a shared folder of a password manager, and put the 2-step codes on a device you both can reach.',
    ],
    links: [
      { label: 'Apple: add a Legacy Contact', href: 'https://support.apple.com/en-us/102631' },
      { label: 'Google: Inactive Account Manager', href: 'https://myaccount.google.com/inactive' },
    ],
  },
  {
    optionId: 'small-business',
    title: 'Using personal accounts for a small business',
    guidance: [
      'Keep business and personal accounts apart where you can, so one takeover does not reach both.',
      'Turn on 2-step verification for every account that handles money or customer data, and back up business files separately.',
    ],
    links: [
      {
        label: 'NCSC Small Business Guide (UK)',
        href: 'https://www.ncsc.gov.uk/collection/small-business-guide',
      },
      {
        label: 'FTC: Cybersecurity for small business (US)',
        href: 'https://www.ftc.gov/business-guidance/small-businesses/cybersecurity',
      },
    ],
  },
];
