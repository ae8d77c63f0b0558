import { act, render, screen } from '@testing-library/react';
import { inFlight } from '@/lib/in-flight';
import { ActivityIndicator } from './activity-indicator';

describe('ActivityIndicator', () => {
  it('shows while any request is in flight, and only then', () => {
    render(<ActivityIndicator />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    let stopFirst: () => void = () => undefined;
    let stopSecond: () => void = () => undefined;
    act(() => {
      stopFirst = inFlight.start();
      stopSecond = inFlight.start();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    act(() => stopFirst());
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      stopSecond();
      stopSecond(); // stopping twice counts once
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(inFlight.get()).toBe(0);
  });
});
