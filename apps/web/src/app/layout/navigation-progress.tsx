import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page (or its chunk) is loading. */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-brand-500 transition-[transform,opacity] duration-700 ease-out ${
        loading ? 'scale-x-75 opacity-100' : 'scale-x-0 opacity-0 duration-200'
      }`}
    />
  );
}
