import { html } from 'lit-html';

/** /login: the sign-in page visitors are sent to when the brand requires a session. */
export const loginPage = () => html`
  <main class="auth-page">
    <a class="brand-mark large" href="/" aria-label="Gamedeck home"><span class="logo-dot"></span>Gamedeck</a>
    <div class="auth-card">
      <gd-login mode="inline"></gd-login>
    </div>
    <p class="auth-foot">New here? <a href="/register">Create an account</a> · <a href="/helpmc">Help</a></p>
  </main>
`;
