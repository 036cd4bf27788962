/**
 * The panic button, a module of its own: the header and the game frame carry it on every signed-in page, and
 * should not carry the rest of the funds area for it.
 */
import { empty, endpoint } from './endpoint';
import { restriction } from './member-info';

/**
 * One press locks the account for 24 hours, with no confirmation (a time-out, as the member centre's 24 hours,
 * where the brand's jurisdiction profile offers the button: de; elsewhere RG_PANIC_BUTTON_OFF). Answers the lock
 * now in force, which the session then shows as restricted; a longer lock already running is kept.
 */
export const panicButton = endpoint({
  method: 'POST',
  path: '/wps/member/responsible/panic',
  auth: true,
  request: empty,
  response: restriction,
});
