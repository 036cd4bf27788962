import type { WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, type ErrorName } from '../../../src/core/contract/errors';
import {
  LIVE_CLOSE,
  LIVE_PUSH_GAP_MS,
  LIVE_SOCKET_PATH,
  type LiveClientFrame,
  type LiveServerFrame,
  liveClientFrame,
  MAX_LIVE_TOPICS,
} from '../../../src/core/contract/live';
import { clientIp } from '../../http/client-ip';
import { sendFailure } from '../../http/envelope';
import { CLOSE, type MemberSockets, originAllowed, SocketCounter } from '../../realtime/socket-guard';
import type { ServerContext } from '../context';
import { consumeTicket, type ServiceCustomer } from '../service/tickets';
import type { TopicEvent, TopicLog } from './topic-log';
import type { LiveTopic, LiveTopics } from './topics';

/** Live sockets one member, and one address, may hold open on a node. */
export const LIVE_SOCKETS_PER_MEMBER = 5;
export const LIVE_SOCKETS_PER_IP = 20;
/** `sub`s one socket may send a minute: each may read a snapshot, so a page cannot make the node read in a loop. */
export const LIVE_SUBS_PER_MINUTE = 120;

/**
 * The live channel: `GET /ws/live` (`?ticket=…` for member topics). Before the upgrade the page's origin is
 * checked and a ticket, when given, used up; then the page subscribes to topics and hears their pushes, at
 * most one per LIVE_PUSH_GAP_MS per topic. A frame that is not one of the protocol's closes the socket
 * (LIVE_CLOSE.malformed, with the reason); nothing a page sends can stop the node.
 */
export function liveSocket(
  app: FastifyInstance,
  ctx: ServerContext,
  topics: LiveTopics,
  log: TopicLog,
  memberSockets: MemberSockets,
): void {
  const members = new WeakMap<FastifyRequest, ServiceCustomer | null>();
  const perMember = new SocketCounter(LIVE_SOCKETS_PER_MEMBER);
  const perIp = new SocketCounter(LIVE_SOCKETS_PER_IP);

  app.get(
    LIVE_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!originAllowed(ctx, request.headers.origin)) {
          return sendFailure(reply, ApiError.of('ORIGIN_REFUSED'));
        }
        const { ticket } = request.query as { ticket?: unknown };
        if (ticket === undefined) return void members.set(request, null);
        const customer = await consumeTicket(ctx, ticket);
        if (customer?.kind !== 'member') return sendFailure(reply, ApiError.of('SERVICE_TICKET_INVALID'));
        members.set(request, customer);
      },
    },
    (socket, request) => {
      const member = members.get(request) ?? null;
      const memberKey = member?.kind === 'member' ? `member:${member.memberId}` : null;
      const ip = clientIp(request, ctx.operator.current());
      if (memberKey && !perMember.take(memberKey)) return socket.close(CLOSE.tooMany, 'too many connections');
      if (!perIp.take(ip)) {
        if (memberKey) perMember.release(memberKey);
        return socket.close(CLOSE.tooMany, 'too many connections');
      }
      const forget =
        member?.kind === 'member' ? memberSockets.add(member.memberId, member.sessionHash, socket) : () => {};
      const connection = new LiveConnection(
        socket,
        topics,
        log,
        member?.kind === 'member' ? member.memberId : null,
        request.log,
      );
      connection.send({ type: 'welcome', stream: log.stream });

      socket.on('message', (data, isBinary) => connection.received(data, isBinary));
      socket.on('close', () => {
        connection.closed();
        if (memberKey) perMember.release(memberKey);
        perIp.release(ip);
        forget();
      });
    },
  );
}

/** One topic as one connection follows it: the pushes held back by the gap, until their turn. */
interface Subscription {
  topic: LiveTopic;
  unfollow: () => void;
  /** Pushes heard before the snapshot (or the missed pushes) went out: sent after it. */
  early: TopicEvent[] | null;
  lastPushAt: number;
  waiting: TopicEvent[];
  timer: NodeJS.Timeout | null;
  /** A signal topic's push is being read for this connection (LiveTopic.render): the next one waits for it. */
  rendering: boolean;
}

/** Each shared push's data as JSON, written once for all its followers on this node. */
const serialised = new WeakMap<TopicEvent, string>();

/** One live socket: its subscriptions and the pace of their pushes. */
class LiveConnection {
  private readonly subscriptions = new Map<string, Subscription>();
  private open = true;
  private subsWindowStart = 0;
  private subsInWindow = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly topics: LiveTopics,
    private readonly log: TopicLog,
    private readonly memberId: number | null,
    private readonly logger: FastifyBaseLogger,
  ) {}

  send(frame: LiveServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  /** A push every follower shares: its data is written out once, however many sockets it goes to. */
  private sendShared(topic: string, event: TopicEvent): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    let data = serialised.get(event);
    if (data === undefined) {
      data = JSON.stringify(event.data ?? null);
      serialised.set(event, data);
    }
    this.socket.send(`{"type":"event","topic":${JSON.stringify(topic)},"seq":${event.seq},"data":${data}}`);
  }

  received(data: unknown, isBinary: boolean): void {
    const frame = this.parsed(data, isBinary);
    if (!frame) return;
    if (frame.type === 'unsub') {
      this.unsubscribe(frame.topic);
      return;
    }
    this.subscribe(frame.topic, frame.after).catch((error: unknown) => {
      this.logger.error({ err: error, event: 'live_subscribe_failed' }, 'live subscribe failed');
      this.unsubscribe(frame.topic);
      this.error('UNKNOWN', frame.topic);
    });
  }

  /** The frame, or null when it is not one of the protocol's (the socket is then closing, with the reason). */
  private parsed(data: unknown, isBinary: boolean): LiveClientFrame | null {
    if (isBinary) return this.refused('binary frame');
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return this.refused('not JSON');
    }
    const frame = liveClientFrame.safeParse(json);
    return frame.success ? frame.data : this.refused('not a live frame');
  }

  closed(): void {
    this.open = false;
    for (const topic of [...this.subscriptions.keys()]) this.unsubscribe(topic);
  }

  private refused(reason: string): null {
    this.socket.close(LIVE_CLOSE.malformed, `malformed frame: ${reason}`);
    return null;
  }

  private error(name: ErrorName, topic: string): void {
    this.send({ type: 'error', code: ApiError.of(name).code, topic });
  }

  private async subscribe(name: string, after: number | undefined): Promise<void> {
    if (!this.subAllowed()) return this.error('TOO_MANY_REQUESTS', name);
    // A second `sub` of a topic starts it over (the page resumes it again).
    this.unsubscribe(name);
    if (this.subscriptions.size >= MAX_LIVE_TOPICS) return this.error('LIVE_TOO_MANY_TOPICS', name);
    const topic = this.topics.lookup(name, this.memberId);
    if (topic === 'unknown') return this.error('LIVE_TOPIC_UNKNOWN', name);
    if (topic === 'sign-in') return this.error('NOT_LOGGED_IN', name);

    // Held (and counted) at once, so frames that follow before it is ready see it.
    const subscription: Subscription = {
      topic,
      unfollow: () => {},
      early: [],
      lastPushAt: Number.NEGATIVE_INFINITY,
      waiting: [],
      timer: null,
      rendering: false,
    };
    this.subscriptions.set(name, subscription);
    const followed = await this.log.follow(topic.key, after, (event) => {
      if (subscription.early) subscription.early.push(event);
      else this.push(name, subscription, event);
    });
    if (this.subscriptions.get(name) !== subscription || !this.open) return followed.unfollow();
    subscription.unfollow = followed.unfollow;

    const seq = followed.seq;
    if (followed.missed) {
      const missed = topic.kind === 'state' ? followed.missed.slice(-1) : followed.missed;
      for (const event of missed) await this.deliver(name, topic, event);
    } else {
      const data = await topic.snapshot();
      if (this.subscriptions.get(name) !== subscription) return;
      this.send({ type: 'snapshot', topic: name, seq, data });
    }
    subscription.lastPushAt = performance.now();
    const early = subscription.early ?? [];
    subscription.early = null;
    for (const event of early) if (event.seq > seq) this.push(name, subscription, event);
  }

  private subAllowed(): boolean {
    const at = performance.now();
    if (at - this.subsWindowStart >= 60_000) {
      this.subsWindowStart = at;
      this.subsInWindow = 0;
    }
    this.subsInWindow += 1;
    return this.subsInWindow <= LIVE_SUBS_PER_MINUTE;
  }

  /** Sends a push now, or when the topic's gap has passed (a state topic's newest replacing what waits). */
  private push(name: string, subscription: Subscription, event: TopicEvent): void {
    if (subscription.topic.kind === 'state') subscription.waiting = [event];
    else subscription.waiting.push(event);
    if (subscription.timer || subscription.rendering) return;
    const wait = subscription.lastPushAt + LIVE_PUSH_GAP_MS - performance.now();
    if (wait <= 0) this.flush(name, subscription);
    else subscription.timer = setTimeout(() => this.flush(name, subscription), wait);
  }

  private flush(name: string, subscription: Subscription): void {
    subscription.timer = null;
    subscription.lastPushAt = performance.now();
    const waiting = subscription.waiting;
    subscription.waiting = [];
    const { topic } = subscription;
    if (!topic.render) {
      for (const event of waiting) this.sendShared(name, event);
      return;
    }
    // A signal topic reads its state for this connection; a push heard meanwhile waits its own turn.
    subscription.rendering = true;
    (async () => {
      for (const event of waiting) {
        if (this.subscriptions.get(name) !== subscription) return;
        await this.deliver(name, topic, event);
      }
    })()
      .catch((error: unknown) =>
        this.logger.error({ err: error, event: 'live_render_failed' }, 'live render failed'),
      )
      .finally(() => {
        subscription.rendering = false;
        const next = subscription.waiting.pop();
        if (next && this.subscriptions.get(name) === subscription) this.push(name, subscription, next);
      });
  }

  /** Sends one push, read for this connection when the topic renders its signals. */
  private async deliver(name: string, topic: LiveTopic, event: TopicEvent): Promise<void> {
    const data = topic.render ? await topic.render(event.data) : event.data;
    this.send({ type: 'event', topic: name, seq: event.seq, data });
  }

  private unsubscribe(name: string): void {
    const subscription = this.subscriptions.get(name);
    if (!subscription) return;
    this.subscriptions.delete(name);
    if (subscription.timer) clearTimeout(subscription.timer);
    subscription.unfollow();
  }
}
