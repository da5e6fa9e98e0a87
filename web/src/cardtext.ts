// Which card's full text is open: the card last tapped or clicked, one at a
// time, until it is tapped again or another card is. It opens once the click
// is over and stays open while other controls are used, so that the page
// never moves under a pointer between its press and its release.
import { useEffect, useRef, useState } from "preact/hooks";

/** Closes the card whose text is open, if any. */
let closeOpen: (() => void) | null = null;

/** Whether this card's full text is open, and the toggle a tap or click on it plays. */
export function useOpenText(): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  const close = useRef(() => setOpen(false)).current;
  useEffect(() => () => {
    if (closeOpen === close) closeOpen = null;
  }, []);
  const toggle = () => {
    if (closeOpen === close) {
      closeOpen = null;
      setOpen(false);
      return;
    }
    closeOpen?.();
    closeOpen = close;
    setOpen(true);
  };
  return [open, toggle];
}
