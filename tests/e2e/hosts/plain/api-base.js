// The page routes by itself: the element's "/" after signing in stays on this page.
document.addEventListener('gd-navigate', (event) => event.preventDefault());
