import { render } from '@testing-library/react';
import { searchWords } from '@/lib/highlight';
import { HighlightedText } from './highlighted-text';

describe('HighlightedText', () => {
  it('puts the matched starts of words in <mark>', () => {
    const { container } = render(
      <p>
        <HighlightedText text="Living with Endometriosis" words={searchWords('endo liv')} />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Liv', 'Endo']);
    expect(container.textContent).toBe('Living with Endometriosis');
  });

  it('never renders the text as HTML', () => {
    const { container } = render(
      <p>
        <HighlightedText text={'<img src=x onerror="alert(1)"> endo <b>bold</b>'} words={searchWords('endo')} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> endo <b>bold</b>');
    expect(container.querySelector('mark')).toHaveTextContent('endo');
  });

  it('shows the text as it is without search words', () => {
    const { container } = render(
      <p>
        <HighlightedText text="Endometriosis" />
      </p>,
    );
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe('Endometriosis');
  });
});
