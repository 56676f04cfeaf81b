import { FIRST_CLICK_ATTRIBUTE, FIRST_SCREEN_ELEMENT_ID, type FirstClick } from '@puhuo/domain';
import { useLayoutEffect } from 'react';

/**
 * The market's first screen: the server draws /market in the page (docs/decisions/0017), so it shows
 * before the application's scripts arrive. The application then draws into an element of its own, off
 * the page, and puts it in the first screen's place in one step once its own market is drawn with its
 * goods, so the page never flashes empty or as placeholders, and nothing moves.
 */

/** the application shows itself after this long even if no screen said it was drawn (a safety net) */
const FIRST_SCREEN_MAX_MS = 20_000;

let showApplication: (() => void) | null = null;

/** Where the application draws: `root` itself, or an element off the page while a first screen is shown in it. */
export function applicationContainer(root: HTMLElement): HTMLElement {
  const firstScreen = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!firstScreen || firstScreen.parentElement !== root) return root;
  const container = document.createElement('div');
  showApplication = () => {
    showApplication = null;
    root.replaceChildren(container);
    replayFirstClick(container);
  };
  setTimeout(() => showApplication?.(), FIRST_SCREEN_MAX_MS);
  return container;
}

/** Replaces the first screen by the application, if it is still shown. */
export function endFirstScreen(): void {
  showApplication?.();
}

/** A screen says it is drawn: before the browser paints, the application takes the first screen's place. */
export function useFirstScreenDone(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) endFirstScreen();
  }, [drawn]);
}

/** The attribute that names a control of the application after the first screen's control of that name. */
export const firstClick = (name: FirstClick) => ({ [FIRST_CLICK_ATTRIBUTE]: name });

/**
 * The first screen's controls do nothing until the application shows: public/first-click.js remembers
 * the last one clicked, and the application's control of that name is clicked as it takes over (a guest
 * who pressed 请登录 at once gets the login dialog, not nothing).
 */
function replayFirstClick(container: HTMLElement): void {
  const remembered = window as { firstScreenClick?: string };
  const name = remembered.firstScreenClick;
  delete remembered.firstScreenClick;
  if (!name) return;
  // after this commit: the click starts the control's own update
  setTimeout(() => {
    container.querySelector<HTMLElement>(`[${FIRST_CLICK_ATTRIBUTE}="${CSS.escape(name)}"]`)?.click();
  }, 0);
}
