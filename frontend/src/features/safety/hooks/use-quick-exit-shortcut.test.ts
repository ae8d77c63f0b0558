import { renderHook } from '@testing-library/react';
import { ESCAPE_TWICE_MS } from '../quick-exit';
import { useQuickExitShortcut } from './use-quick-exit-shortcut';

const press = (key: string, target: EventTarget = window) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe('useQuickExitShortcut', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('leaves on Escape pressed twice within one second', () => {
    const onExit = vi.fn();
    renderHook(() => useQuickExitShortcut(onExit));
    press('Escape');
    expect(onExit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ESCAPE_TWICE_MS - 100);
    press('Escape');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the second Escape comes later than that', () => {
    const onExit = vi.fn();
    renderHook(() => useQuickExitShortcut(onExit));
    press('Escape');
    vi.advanceTimersByTime(ESCAPE_TWICE_MS + 100);
    press('Escape');
    expect(onExit).not.toHaveBeenCalled();
    // That second press starts a new pair.
    vi.advanceTimersByTime(300);
    press('Escape');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('hears Escape from a focused field', () => {
    const onExit = vi.fn();
    renderHook(() => useQuickExitShortcut(onExit));
    const input = document.body.appendChild(document.createElement('input'));
    press('Escape', input);
    press('Escape', input);
    expect(onExit).toHaveBeenCalledTimes(1);
    input.remove();
  });

  it('starts over when she does something else in between (closing a menu, then a dialog)', () => {
    const onExit = vi.fn();
    renderHook(() => useQuickExitShortcut(onExit));
    press('Escape');
    press('a');
    press('Escape');
    expect(onExit).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    press('Escape');
    expect(onExit).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const onExit = vi.fn();
    const { unmount } = renderHook(() => useQuickExitShortcut(onExit));
    unmount();
    press('Escape');
    press('Escape');
    expect(onExit).not.toHaveBeenCalled();
  });
});
