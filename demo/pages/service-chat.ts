import { html } from 'lit-html';
import type { SiteTexts } from '../i18n/texts';

/**
 * The live chat window the customer-service link opens (440 × 500 by the spec): the chat alone,
 * with the one-time ticket the link carried.
 */
export const serviceChatPage = (ticket: string | null, texts: SiteTexts) => html`
  <main class="chat-window">
    <h1 class="visually-hidden">${texts.member.liveChatTitle}</h1>
    <gd-live-chat ticket=${ticket ?? ''}></gd-live-chat>
  </main>
`;
