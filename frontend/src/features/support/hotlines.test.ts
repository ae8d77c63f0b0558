import {
  contactHref,
  contactLabel,
  EMERGENCY_NUMBERS,
  HOTLINE_REGIONS,
  HOTLINES_LAST_REVIEWED,
  siteName,
} from './hotlines';

const contacts = HOTLINE_REGIONS.flatMap((region) => region.hotlines.flatMap((hotline) => hotline.contacts));

describe('the hotline list', () => {
  it('dials digits only, and every number written shows the same digits', () => {
    for (const contact of contacts) {
      if (contact.kind !== 'call' && contact.kind !== 'text') continue;
      expect(contact.dial).toMatch(/^\d+$/);
      expect(contact.number.replace(/\D/g, '')).toBe(contact.dial);
    }
    for (const { numbers } of EMERGENCY_NUMBERS) {
      for (const { number, dial } of numbers) expect(number).toBe(dial);
    }
  });

  it('links only to https sites', () => {
    for (const contact of contacts) {
      if (contact.kind === 'chat' || contact.kind === 'web') expect(new URL(contact.url).protocol).toBe('https:');
    }
  });

  it('gives every service a purpose and a way to reach it, and every region a unique anchor', () => {
    for (const region of HOTLINE_REGIONS) {
      expect(region.id).toMatch(/^[a-z-]+$/);
      for (const hotline of region.hotlines) {
        expect(hotline.purpose).not.toBe('');
        expect(hotline.contacts.length).toBeGreaterThan(0);
      }
    }
    const ids = HOTLINE_REGIONS.map((region) => region.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a valid review date', () => {
    expect(HOTLINES_LAST_REVIEWED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(HOTLINES_LAST_REVIEWED))).toBe(false);
  });
});

describe('contact links', () => {
  it('calls and texts through tel: and sms:, named by what they do', () => {
    expect(contactHref({ kind: 'call', number: '988', dial: '988' })).toBe('tel:988');
    expect(contactLabel({ kind: 'call', number: '0808 2000 247', dial: '08082000247' })).toBe('Call 0808 2000 247');
    const textHome = { kind: 'text', number: '741741', dial: '741741', keyword: 'HOME' } as const;
    expect(contactHref(textHome)).toBe('sms:741741');
    expect(contactLabel(textHome)).toBe('Text HOME to 741741');
    expect(contactLabel({ kind: 'text', number: '988', dial: '988' })).toBe('Text 988');
  });

  it('names sites by their address', () => {
    expect(siteName('https://www.samaritans.org/')).toBe('samaritans.org');
    expect(contactLabel({ kind: 'chat', url: 'https://online.rainn.org/' })).toBe('Chat at online.rainn.org');
    expect(contactLabel({ kind: 'web', url: 'https://findahelpline.com/' })).toBe('Visit findahelpline.com');
    expect(contactHref({ kind: 'web', url: 'https://findahelpline.com/' })).toBe('https://findahelpline.com/');
  });
});
