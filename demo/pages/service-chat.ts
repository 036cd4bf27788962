import { html } from 'lit-html';

/**
 * The live chat window the customer-service link opens (440 × 500 by the spec): the chat alone,
 * with the one-time ticket the link carried.
 */
export const serviceChatPage = (ticket: string | null) => html`
  <main class="chat-window">
    <gd-live-chat ticket=${ticket ?? ''}></gd-live-chat>
  </main>
`;
