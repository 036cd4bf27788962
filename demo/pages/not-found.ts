import { html } from 'lit-html';

/** Any path the site does not have. */
export const notFoundPage = (message = 'This page does not exist.') => html`
  <main class="auth-page">
    <a class="brand-mark large" href="/" aria-label="Gamedeck home"><span class="logo-dot"></span>Gamedeck</a>
    <div class="auth-card center">
      <h1 class="page-title">Page not found</h1>
      <p class="page-lead">${message}</p>
      <a class="button primary" href="/">Back to home</a>
    </div>
  </main>
`;
