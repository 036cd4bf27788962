import { call, session } from '../../core';
import { customerService } from '../../core/contract/service';
import { visitorKey } from '../../core/service/live-chat';

/** The live chat window's address: the customer-service entry of type 3, with a one-time ticket. */
export async function liveChatLink(): Promise<string> {
  const token = session.token.peek();
  const { version } = await call(customerService, token ? {} : { visitorKey: visitorKey() });
  const live = version.pathList.find((entry) => entry.type === 3);
  if (!live) throw new Error('No live chat entry');
  return live.path;
}
