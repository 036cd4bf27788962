/** Dialing codes offered by the country picker. */
export const seedCountries: [code: string, dialing: string, name: string][] = [
  ['PH', '+63', 'Philippines'],
  ['VN', '+84', 'Vietnam'],
  ['TH', '+66', 'Thailand'],
  ['ID', '+62', 'Indonesia'],
  ['MY', '+60', 'Malaysia'],
  ['IN', '+91', 'India'],
  ['BR', '+55', 'Brazil'],
  ['MX', '+52', 'Mexico'],
  ['ES', '+34', 'Spain'],
  ['US', '+1', 'United States'],
  ['GB', '+44', 'United Kingdom'],
  ['CN', '+86', 'China'],
  ['KR', '+82', 'South Korea'],
  ['JP', '+81', 'Japan'],
  ['PT', '+351', 'Portugal'],
  ['AR', '+54', 'Argentina'],
  ['CO', '+57', 'Colombia'],
  ['PE', '+51', 'Peru'],
];

export interface SeedAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  group: string | null;
  title: string;
  content: string;
  imagePath: string | null;
  link: string | null;
}

export const seedAnnouncements: SeedAnnouncement[] = [
  {
    type: 'B',
    group: 'w_login',
    title: 'Welcome back',
    content: '<p>Sign in and pick up where you left off.</p>',
    imagePath: '/assets/banners/w_login.svg',
    link: null,
  },
  {
    type: 'B',
    group: 'w_register',
    title: 'Join in a minute',
    content: '<p>Register, play, win.</p>',
    imagePath: '/assets/banners/w_register.svg',
    link: null,
  },
  {
    type: 'B',
    group: 'w_home',
    title: 'Live casino nights',
    content: '<p>Real dealers, every evening.</p>',
    imagePath: '/assets/banners/w_home_1.svg',
    link: '/home',
  },
  {
    type: 'B',
    group: 'w_home',
    title: 'Sports weekend',
    content: '<p>Every match, every market.</p>',
    imagePath: '/assets/banners/w_home_2.svg',
    link: '/home',
  },
  {
    type: 'PU',
    group: null,
    title: 'Play responsibly',
    content: '<p>Set yourself limits and take breaks. Players must be 18 or older.</p>',
    imagePath: null,
    link: null,
  },
  {
    type: 'PL',
    group: null,
    title: 'Scheduled maintenance',
    content: '<p>Some games may be briefly unavailable on Sunday between 02:00 and 03:00.</p>',
    imagePath: null,
    link: null,
  },
  {
    type: 'PL',
    group: null,
    title: 'Faster withdrawals',
    content: '<p>Most withdrawals now arrive within 15 minutes.</p>',
    imagePath: null,
    link: null,
  },
  {
    type: 'H',
    group: null,
    title: 'New games every week',
    content: '<p>Check the lobby for the latest slots and fishing games.</p>',
    imagePath: null,
    link: null,
  },
];

/** Banner artwork drawn as SVG and served under /assets/banners/<name>.svg. */
export const bannerArt: Record<string, { title: string; subtitle: string; from: string; to: string }> = {
  w_login: { title: 'Welcome back', subtitle: 'Your games are waiting', from: '#1d2b64', to: '#f8cdda' },
  w_register: {
    title: 'Register · Play · Win',
    subtitle: 'Join in under a minute',
    from: '#0f2027',
    to: '#2c5364',
  },
  w_home_1: {
    title: 'Live casino nights',
    subtitle: 'Real dealers, every evening',
    from: '#42275a',
    to: '#734b6d',
  },
  w_home_2: {
    title: 'Sports weekend',
    subtitle: 'Every match, every market',
    from: '#134e5e',
    to: '#71b280',
  },
};
