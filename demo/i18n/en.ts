import type { SiteTexts } from './texts';

export const en: SiteTexts = {
  documentTitle: 'Gamedeck — sports, casino, slots and lottery',
  homeLink: 'Gamedeck home',
  home: {
    eyebrow: 'Welcome bonus on your first deposit',
    titleLead: 'Every game. One wallet.',
    titleAccent: 'Instant payouts.',
    lead: 'Bet on 140+ sports, sit at live tables and spin nearly 10,000 slots, all from a single balance.',
    createAccount: 'Create account',
    demoGuide: 'How the free demo works',
    productsTitle: 'Pick your game',
    categories: {
      sports: { title: 'Sports', blurb: '140+ sports types, live odds' },
      live: { title: 'Live casino', blurb: 'Real dealers, around the clock' },
      rng: { title: 'Slots', blurb: 'Nearly 10,000 slot games' },
      fish: { title: 'Fishing', blurb: 'Arcade shooting tables' },
      lottery: { title: 'Lottery', blurb: 'Draws every few minutes' },
      pvp: { title: 'PvP poker', blurb: 'Play against real people' },
    },
    stepsTitle: 'Start in three steps',
    steps: {
      register: {
        title: 'Register',
        text: 'Open an account in under a minute with a username or your mobile number.',
      },
      play: {
        title: 'Play',
        text: 'Pick from 5,000+ casino games, sports, slots and lottery, or try the free demo first.',
      },
      win: { title: 'Win', text: 'Winnings land in your wallet at once. Points never expire.' },
    },
  },
  footer: {
    tagline: 'Sports, live casino, slots, fishing, lottery and PvP poker in one account.',
    followUs: 'Follow us',
    helpTitle: 'Help',
    productsTitle: 'Products',
    aboutTitle: 'About',
    guides: {
      register: 'How to register',
      login: 'Logging in',
      password: 'Forgot password',
      demo: 'Free demo',
    },
    feedback: 'Feedback',
    about: {
      about: 'About Company',
      contact: 'Contact Us',
      terms: 'General Terms and Conditions',
      responsible: 'Responsible Gaming',
      privacy: 'Privacy Policy',
      affiliates: 'Affiliates',
      refund: 'Refund Policy',
    },
    licence:
      'Gamedeck is operated under a remote gaming licence for games of skill and chance. Play responsibly: players must be 18 or older. Betting can be addictive; set limits and ask for help if you need it.',
    adultsOnly: 'Adults only',
    copyright: '© 2019-2025 Gamedeck. All rights reserved.',
  },
  help: {
    title: 'Help centre',
  },
  resetPasswordTitle: 'Forgot or change your password',
  login: {
    title: 'Log in',
    newHere: 'New here?',
    createAccount: 'Create an account',
    help: 'Help',
  },
  register: {
    title: 'Create an account',
  },
  games: {
    lobbies: {
      rng: { title: 'Slots', lead: 'Nearly 10,000 slot games. Search, filter and keep your favourites.' },
      bgs: { title: 'Board games', lead: 'Dice, wheels and board classics.' },
      bingo: { title: 'Bingo', lead: 'Bingo rooms and instant-win cards.' },
      live: { title: 'Live casino', lead: 'Real dealers at roulette and card tables, around the clock.' },
      fish: { title: 'Fishing', lead: 'Arcade shooting tables.' },
      pvp: { title: 'PvP cards', lead: 'Sit down in a room and play against real people.' },
      seamless: {
        title: 'Seamless games',
        lead: 'These games bet straight from your main balance: no transfer to a game wallet.',
      },
    },
    sportsTitle: 'Sports, e-sports and cockfight',
    lottery: {
      lottery: 'Lottery',
      vnlottery: 'Vietnamese lottery',
      seaLottery: 'Southeast Asian lottery',
      elott: 'E-lotto',
    },
    gameTitle: 'Game',
    promotions: {
      title: 'Promotions',
      detailTitle: 'Promotion details',
      rewardsTitle: 'Your rewards',
      rewardsText: 'Join promotions, claim rewards and follow your missions in the reward centre.',
      openRewards: 'Open the reward centre',
    },
  },
  member: {
    pointMallTitle: 'Points mall',
    noticesTitle: 'Notices',
    vipTitle: 'VIP club',
    downloadTitle: 'Download the app',
    joinTitle: 'Become an agent',
    feedbackTitle: 'Feedback',
  },
  notFound: {
    title: 'Page not found',
    message: 'This page does not exist.',
    backHome: 'Back to home',
    startFailedTitle: 'Something went wrong',
    startFailed: 'The site could not start. Please reload the page.',
  },
};
