/**
 * Hands the keyboard focus between the docs sidebar's hide button and the button that shows the
 * sidebar again. Each replaces the other on screen, and the focused one leaving dropped the focus
 * to the page. Module state, since the two buttons sit far apart in the tree and only one of them
 * is ever on screen.
 */
let showButtonWanted = false;
let hideButton: HTMLElement | null = null;

/** The sidebar was hidden from the keyboard: the show button takes the focus when it appears. */
export function wantShowButtonFocus(): void {
  showButtonWanted = true;
}

/** Whether the show button, just mounted, should take the focus (asked once). */
export function takeShowButtonFocus(): boolean {
  const wanted = showButtonWanted;
  showButtonWanted = false;
  return wanted;
}

/** Remembers the hide button; returns the function that forgets it. */
export function registerHideButton(button: HTMLElement | null): () => void {
  hideButton = button;
  return () => {
    if (hideButton === button) {
      hideButton = null;
    }
  };
}

/** The sidebar was shown from the keyboard: its hide button takes the focus once on screen. */
export function focusHideButtonSoon(): void {
  requestAnimationFrame(() => hideButton?.focus());
}
