import { LEVEL_MOUTH_TOGGLE_MS } from '@declic/domain';
import { useEffect, useState } from 'react';

/** Open/closed mouth while the avatar speaks: toggles every 200 ms, closed otherwise. */
export function useMouthToggle(speaking: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!speaking) {
      setOpen(false);
      return;
    }
    const timer = window.setInterval(() => setOpen((current) => !current), LEVEL_MOUTH_TOGGLE_MS);
    return () => window.clearInterval(timer);
  }, [speaking]);
  return open;
}
