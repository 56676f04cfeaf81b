// The market's first screen is drawn before the application's scripts arrive (docs/decisions/0017); its
// controls do nothing until the application takes its place. This remembers the last one clicked, by its
// data-first-click name, for the application to click its own control of that name when it shows.
// It runs before the page is drawn (a plain script in the head): no click comes before it.
window.firstScreenClick = null;
document.addEventListener(
  'click',
  (event) => {
    const control = event.target instanceof Element ? event.target.closest('[data-first-click]') : null;
    if (control && document.getElementById('first-screen')) {
      window.firstScreenClick = control.getAttribute('data-first-click');
    }
  },
  true,
);
