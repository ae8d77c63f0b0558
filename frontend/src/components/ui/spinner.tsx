type SpinnerProps = {
  /** Read by screen readers instead of the animation. */
  label?: string;
  className?: string;
};

export function Spinner({ label = 'Loading…', className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center py-8 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-blush border-t-brand-pink motion-reduce:animate-pulse"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
