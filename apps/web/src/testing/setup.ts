import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { changeLocale } from '../i18n/index.ts';
import { FakeWebSocket } from './fake-websocket.ts';

/**
 * The web app's unit tests run in jsdom: what antd needs of a browser that jsdom lacks, the screens in
 * Chinese (the product's default language), no real socket or network, and a clean page per test.
 */

// antd's responsive parts (grid, modal, steps) ask the browser about media queries
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom has no style of a pseudo-element (antd measures the scrollbar with one): the element's own
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((element: Element) => elementStyle(element)) as typeof window.getComputedStyle;

// antd's tabs and inputs watch their size; jsdom lays nothing out, so nothing ever resizes
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: NoResizeObserver });
}

await changeLocale('zh-CN');

// findBy… and waitFor give a screen drawn by antd on a busy machine time to appear
configure({ asyncUtilTimeout: 10_000 });

function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: the test page's cookies go after each test
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  // the session provider connects the realtime socket: never to a real server
  FakeWebSocket.instances.length = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  clearCookies();
  sessionStorage.clear();
});
