import { useNavigation } from 'react-router';

/** Thin bar while a lazy route module or loader is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden">
      <div className="h-full w-1/3 animate-pulse rounded-r-full bg-brand-deep" />
    </div>
  );
}
