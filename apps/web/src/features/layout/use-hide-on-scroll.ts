import { NAV_HIDE_SCROLL_PX } from '@catalog/shared';
import { useEffect, useState } from 'react';

/** True once the page is scrolled more than NAV_HIDE_SCROLL_PX (docs/product.md §3.2). */
export function useHideOnScroll(threshold = NAV_HIDE_SCROLL_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setHidden(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return hidden;
}
