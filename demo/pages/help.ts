import { html, nothing } from 'lit-html';
import { siteFooter } from './footer';

/** Help centre text. /help shows it with the header and footer; /helpmc without (for in-app views). */

const sections = [
  [
    'register',
    'How to register',
    'Choose Register in the header. Sign up with a username and password, or with your mobile number and the code we text you. If a friend or affiliate invited you, their invitation code is filled in for you.',
  ],
  [
    'login',
    'Logging in',
    'Log in with your username and password, or choose mobile login and enter the code sent to your phone. After three wrong passwords we ask you to type the digits shown in a picture. When you log in from a new network we may ask you to confirm it is you with a code sent by SMS or e-mail.',
  ],
  [
    'password',
    'Forgot or change your password',
    'Choose "Forgot password" on the login form. Enter your username and e-mail to get a reset link, or use your mobile number to get a code. If your password has expired, or you still use the password we gave you, you will be asked to choose a new one after logging in.',
  ],
  [
    'demo',
    'Free demo',
    'Free demo opens a practice account with play money so you can try the games. Demo accounts cannot deposit or withdraw; register a real account to play for real.',
  ],
  [
    'about',
    'About Company',
    'Gamedeck runs sports betting, live casino, slots, fishing, lottery and PvP games for players and agents.',
  ],
  [
    'contact',
    'Contact Us',
    'Our support team is available around the clock by live chat and Telegram from the Contact Us buttons on the site.',
  ],
  [
    'terms',
    'General Terms and Conditions',
    'By opening an account you confirm that you are 18 or older and that online betting is legal where you live. One account per person.',
  ],
  [
    'responsible',
    'Responsible Gaming',
    'Set yourself deposit and time limits, never chase losses, and take a break when it stops being fun. Ask support to close your account for a period if you need to.',
  ],
  [
    'privacy',
    'Privacy Policy',
    'We keep only what we need to run your account and meet our licence. We never sell your data and never send your password by e-mail or SMS.',
  ],
  [
    'affiliates',
    'Affiliates',
    'Agents earn from the players they bring. Share your invitation code or the register page link with ?referralCode= and your players are linked to you.',
  ],
  [
    'refund',
    'Refund Policy',
    'Deposits credited to your wallet are not refundable once played. Contact support about any payment you do not recognise.',
  ],
] as const;

export const helpPage = (withHeader: boolean) => html`
  ${withHeader ? html`<gd-header></gd-header>` : nothing}
  <main class="container narrow page help">
    <h1 class="page-title">Help centre</h1>
    <nav class="help-index" aria-label="Help topics">
      ${sections.map(([id, title]) => html`<a href="#${id}">${title}</a>`)}
    </nav>
    ${sections.map(
      ([id, title, text]) => html`
        <section id=${id} class="help-section">
          <h2>${title}</h2>
          <p>${text}</p>
        </section>
      `,
    )}
  </main>
  ${withHeader ? siteFooter() : nothing}
`;
