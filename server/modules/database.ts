import type { Kysely } from 'kysely';
import type { OperatorConfigTables } from '../config/operator-store';
import type { BodyNonceTables } from '../http/body-nonces';
import type { ReplayTables } from '../http/replays';
import type { OutboxTables } from '../providers/messaging';
import type { JobLeaseTables } from '../scheduling/scheduler';
import type { AgentTables } from './agents/tables';
import type { AuthTables } from './auth/tables';
import type { FeedbackTables } from './feedback/tables';
import type { GameTables } from './games/tables';
import type { JackpotTables } from './jackpots/tables';
import type { LedgerTables } from './ledger/tables';
import type { LotteryTables } from './lottery/tables';
import type { MemberTables } from './member/tables';
import type { MessageTables } from './messages/tables';
import type { MissionTables } from './missions/tables';
import type { OperatorTables } from './operator/tables';
import type { PaymentTables } from './payments/tables';
import type { PointTables } from './points/tables';
import type { PromoTables } from './promo/tables';
import type { ResponsibleTables } from './responsible/tables';
import type { RoundTables } from './rounds/tables';
import type { ChatRoomTables, ServiceTables } from './service/tables';
import type { SystemTables } from './system/tables';
import type { TournamentTables } from './tournaments/tables';
import type { UploadTables } from './uploads/tables';
import type { VendorTables } from './vendors/tables';
import type { VipTables } from './vip/tables';
import type { WheelTables } from './wheel/tables';

/**
 * The whole database: each module's own tables (its `tables.ts`, listed by name in its `index.ts`) and the
 * infrastructure's. Types only, so a module that queries another's tables imports no code of it.
 */
export interface Database
  extends AuthTables,
    SystemTables,
    LedgerTables,
    VendorTables,
    RoundTables,
    MemberTables,
    MessageTables,
    PromoTables,
    MissionTables,
    PaymentTables,
    ResponsibleTables,
    UploadTables,
    FeedbackTables,
    GameTables,
    AgentTables,
    LotteryTables,
    OperatorTables,
    ServiceTables,
    ChatRoomTables,
    PointTables,
    VipTables,
    TournamentTables,
    WheelTables,
    JackpotTables,
    BodyNonceTables,
    ReplayTables,
    OutboxTables,
    JobLeaseTables,
    OperatorConfigTables {}

/** The database every module queries. */
export type Db = Kysely<Database>;
