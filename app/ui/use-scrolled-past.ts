// True once the window has scrolled further than `px` (the home header turns solid after 50px).
import { useEffect, useState } from "react";

export function useScrolledPast(px: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px, enabled]);
  return enabled && past;
}
