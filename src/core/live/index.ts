export { type LotteryDrawData, lotteryTopic, type MemberBalanceData } from '../contract/live';
export { followBalance } from './balance';
export { LiveChannel, type LiveHandler, liveChannel } from './live-channel';
