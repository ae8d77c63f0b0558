import { suspensionText } from './suspension';

describe('suspensionText', () => {
  it("words the end as the server's refusal does, in UTC", () => {
    expect(suspensionText('2026-11-30T23:30:00Z')).toBe(
      'Your account is suspended until November 30, 2026. You can still read.',
    );
  });
});
