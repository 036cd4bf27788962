/** The tabs of one game's page: betting, the game's results, the member's bets. */
export type GameView = 'bet' | 'results' | 'bets';
