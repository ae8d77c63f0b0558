import { isTabHidden, onTabReturn, TAB_RETURN_GAP_MS } from './tab-visibility';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

afterEach(() => {
  setHidden(false);
  vi.useRealTimers();
});

describe('tab visibility', () => {
  it('skips a poll only while the tab is hidden', () => {
    setHidden(true);
    expect(isTabHidden()).toBe(true);
    setHidden(false);
    expect(isTabHidden()).toBe(false);
  });

  it('calls back once when the tab is shown again and focused, and not while hidden', () => {
    vi.useFakeTimers();
    const back = vi.fn();
    const stop = onTabReturn(back);

    setHidden(true);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    expect(back).not.toHaveBeenCalled();

    setHidden(false);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    expect(back).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(TAB_RETURN_GAP_MS);
    window.dispatchEvent(new Event('focus'));
    expect(back).toHaveBeenCalledTimes(2);

    stop();
    vi.advanceTimersByTime(TAB_RETURN_GAP_MS);
    window.dispatchEvent(new Event('focus'));
    expect(back).toHaveBeenCalledTimes(2);
  });
});
