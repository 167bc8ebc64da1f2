import { useEffect, useState } from 'react';

/** False until `ms` after mount, then true: for things shown only for a while. */
export function useExpired(ms: number): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return expired;
}
