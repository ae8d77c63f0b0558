/**
 * The crisis-support list (spec §1: "US and international hotlines"), kept here so it can be
 * reviewed in one place. Only well-established, stable services; hours are given only where
 * they are certain (omitted otherwise). Change `HOTLINES_LAST_REVIEWED` whenever the list is
 * checked again.
 */

/** The day every number and address below was last checked (ISO date, shown on the page). */
export const HOTLINES_LAST_REVIEWED = '2026-11-24';

/**
 * One way to reach a service.
 * - `call` and `text` carry the number as people write it (`number`) and as a phone dials it
 *   (`dial`, digits only, used in `tel:` and `sms:` links). A `text` may ask for a keyword
 *   ("Text HOME to 741741"): the link opens the messages app and the label says what to send.
 * - `chat` and `web` open the service's own site (https) in a new tab.
 */
export type HotlineContact =
  | { kind: 'call'; number: string; dial: string }
  | { kind: 'text'; number: string; dial: string; keyword?: string }
  | { kind: 'chat' | 'web'; url: string };

export type Hotline = {
  name: string;
  /** What it is for, in one short line. */
  purpose: string;
  /** Only where certain, e.g. "24/7". */
  hours?: string;
  /** Anything she must know before reaching out, e.g. that it is not a crisis line. */
  note?: string;
  contacts: HotlineContact[];
};

export type HotlineRegion = {
  /** The section's anchor on the page, e.g. `united-states`. */
  id: string;
  name: string;
  hotlines: Hotline[];
};

/** Where to turn first when someone is in immediate danger. */
export type EmergencyNumber = { where: string; numbers: { number: string; dial: string }[] };

export const EMERGENCY_NUMBERS: EmergencyNumber[] = [
  { where: 'United States and Canada', numbers: [{ number: '911', dial: '911' }] },
  {
    where: 'United Kingdom',
    numbers: [
      { number: '999', dial: '999' },
      { number: '112', dial: '112' },
    ],
  },
  {
    where: 'Ireland',
    numbers: [
      { number: '112', dial: '112' },
      { number: '999', dial: '999' },
    ],
  },
  { where: 'European Union', numbers: [{ number: '112', dial: '112' }] },
  { where: 'Australia', numbers: [{ number: '000', dial: '000' }] },
];

const call = (number: string, dial: string): HotlineContact => ({ kind: 'call', number, dial });
const text = (number: string, dial: string, keyword?: string): HotlineContact => ({
  kind: 'text',
  number,
  dial,
  ...(keyword ? { keyword } : {}),
});
const chat = (url: string): HotlineContact => ({ kind: 'chat', url });
const web = (url: string): HotlineContact => ({ kind: 'web', url });

// The same service and number in the United Kingdom and Ireland.
const samaritans: Hotline = {
  name: 'Samaritans',
  purpose: 'Free to call: someone to listen, for anyone who is struggling to cope, whatever it is.',
  hours: '24/7',
  contacts: [call('116 123', '116123'), web('https://www.samaritans.org/')],
};

export const HOTLINE_REGIONS: HotlineRegion[] = [
  {
    id: 'united-states',
    name: 'United States',
    hotlines: [
      {
        name: '988 Suicide & Crisis Lifeline',
        purpose: 'For anyone in emotional distress or thinking about suicide, or worried about someone who is.',
        hours: '24/7',
        contacts: [call('988', '988'), text('988', '988'), chat('https://988lifeline.org/')],
      },
      {
        name: 'Crisis Text Line',
        purpose: 'Text with a trained volunteer crisis counselor, whatever you are going through.',
        hours: '24/7',
        contacts: [text('741741', '741741', 'HOME'), web('https://www.crisistextline.org/')],
      },
      {
        name: 'RAINN National Sexual Assault Hotline',
        purpose: 'Confidential support for survivors of sexual assault and the people who care about them.',
        hours: '24/7',
        contacts: [call('1-800-656-4673', '18006564673'), chat('https://online.rainn.org/')],
      },
      {
        name: 'National Domestic Violence Hotline',
        purpose: 'For anyone experiencing domestic violence or abuse, or worried about someone who is.',
        hours: '24/7',
        contacts: [
          call('1-800-799-7233', '18007997233'),
          text('88788', '88788', 'START'),
          chat('https://www.thehotline.org/'),
        ],
      },
      {
        name: 'National Maternal Mental Health Hotline',
        purpose: 'For pregnant and new mothers and their families, before, during and after pregnancy. In English and Spanish.',
        hours: '24/7',
        contacts: [call('1-833-852-6262', '18338526262'), text('1-833-852-6262', '18338526262')],
      },
      {
        name: 'Postpartum Support International HelpLine',
        purpose: 'Support, information and local resources for mental health in pregnancy and after birth.',
        note: 'This is not a crisis line. If you are in crisis, call or text 988 or the National Maternal Mental Health Hotline.',
        contacts: [
          call('1-800-944-4773', '18009444773'),
          text('1-800-944-4773', '18009444773'),
          web('https://www.postpartum.net/'),
        ],
      },
    ],
  },
  {
    id: 'united-kingdom',
    name: 'United Kingdom',
    hotlines: [
      samaritans,
      {
        name: 'Shout',
        purpose: 'Free, confidential text support for anyone who is struggling.',
        hours: '24/7',
        contacts: [text('85258', '85258', 'SHOUT'), web('https://giveusashout.org/')],
      },
      {
        name: 'National Domestic Abuse Helpline, run by Refuge',
        purpose: 'Free, confidential support for women experiencing domestic abuse, and for anyone worried about them.',
        hours: '24/7',
        contacts: [call('0808 2000 247', '08082000247'), web('https://www.nationaldahelpline.org.uk/')],
      },
      {
        name: 'Rape Crisis 24/7 Support Line (England & Wales)',
        purpose: 'For anyone affected by rape, sexual assault or sexual abuse, whenever it happened.',
        hours: '24/7',
        contacts: [call('0808 500 2222', '08085002222'), web('https://rapecrisis.org.uk/')],
      },
    ],
  },
  {
    id: 'canada',
    name: 'Canada',
    hotlines: [
      {
        name: '9-8-8 Suicide Crisis Helpline',
        purpose: 'For anyone thinking about suicide, or worried about someone who is.',
        hours: '24/7',
        contacts: [call('988', '988'), text('988', '988'), web('https://988.ca/')],
      },
    ],
  },
  {
    id: 'australia',
    name: 'Australia',
    hotlines: [
      {
        name: 'Lifeline',
        purpose: 'Crisis support and suicide prevention for anyone having a hard time.',
        hours: '24/7',
        contacts: [call('13 11 14', '131114'), web('https://www.lifeline.org.au/')],
      },
      {
        name: '1800RESPECT',
        purpose: 'For anyone affected by sexual assault, domestic or family violence.',
        hours: '24/7',
        contacts: [call('1800 737 732', '1800737732'), web('https://www.1800respect.org.au/')],
      },
      {
        name: 'PANDA Perinatal Anxiety & Depression Helpline',
        purpose: 'For expecting and new parents struggling with anxiety or depression.',
        contacts: [call('1300 726 306', '1300726306'), web('https://panda.org.au/')],
      },
    ],
  },
  {
    id: 'ireland',
    name: 'Ireland',
    hotlines: [samaritans],
  },
  {
    id: 'international',
    name: 'International',
    hotlines: [
      {
        name: 'Find A Helpline',
        purpose: 'A directory of free, confidential helplines in many countries: search by where you are and what you need.',
        contacts: [web('https://findahelpline.com/')],
      },
    ],
  },
];

/**
 * Each country's first service (its crisis line) and the first way to reach it, for the panel
 * beside what she writes. A service shared by countries (Samaritans) is listed once, with both.
 */
export const CRISIS_LINES = HOTLINE_REGIONS.reduce<
  { id: string; region: string; service: string; contact: HotlineContact }[]
>((lines, { id, name, hotlines }) => {
  const [first] = hotlines;
  const contact = first?.contacts[0];
  if (!first || !contact) return lines;
  const same = lines.find((line) => line.service === first.name);
  if (same) same.region = `${same.region} & ${name}`;
  else lines.push({ id, region: name, service: first.name, contact });
  return lines;
}, []);

/** A site's address as people say it: `988lifeline.org`, `online.rainn.org`. */
export function siteName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** The link a contact opens. */
export function contactHref(contact: HotlineContact): string {
  switch (contact.kind) {
    case 'call':
      return `tel:${contact.dial}`;
    case 'text':
      // No prefilled body: phones disagree on its syntax, and a wrong one breaks the number.
      return `sms:${contact.dial}`;
    case 'chat':
    case 'web':
      return contact.url;
  }
}

/** What a contact's link does, as its accessible name: "Call 988", "Text HOME to 741741". */
export function contactLabel(contact: HotlineContact): string {
  switch (contact.kind) {
    case 'call':
      return `Call ${contact.number}`;
    case 'text':
      return contact.keyword ? `Text ${contact.keyword} to ${contact.number}` : `Text ${contact.number}`;
    case 'chat':
      return `Chat at ${siteName(contact.url)}`;
    case 'web':
      return `Visit ${siteName(contact.url)}`;
  }
}
