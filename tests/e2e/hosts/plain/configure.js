// The partner configures the API once for every bundle on the page, and keeps its own "open" state.
const origin = document.querySelector('meta[name="gamedeck-origin"]').content;
const login = document.querySelector('gd-login');
const state = document.querySelector('#state');

window.gdErrors = [];
document.addEventListener('gd-error', (event) => window.gdErrors.push(event.detail));
document.addEventListener('gd-navigate', (event) => event.preventDefault());
login.addEventListener('gd-close', () => {
  state.textContent = 'closed';
});
document.querySelector('#open-login').addEventListener('click', () => {
  login.open = true;
  state.textContent = 'open';
});

globalThis.gamedeck.configure({ apiBase: origin });
