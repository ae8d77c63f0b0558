import { previewText } from './preview-text';

describe('previewText', () => {
  it('drops blank lines and trims each line, keeping the line breaks between paragraphs', () => {
    expect(previewText('First paragraph.\n\n\n   Second one.  \n\nThird\nFourth')).toBe(
      'First paragraph.\nSecond one.\nThird\nFourth',
    );
  });

  it('leaves a one-line text as it is', () => {
    expect(previewText('Does anyone else wake up drenched?')).toBe('Does anyone else wake up drenched?');
  });

  it('reads blank-only text as nothing', () => {
    expect(previewText(' \n\n \n')).toBe('');
  });
});
