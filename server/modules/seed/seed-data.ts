import type { AnnouncementText } from '../system/tables';

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
  /** The base text (English), answered to a language without a translation. */
  title: string;
  content: string;
  imagePath: string | null;
  link: string | null;
  /** The site's other languages: es, pt, and ty, whose locale the product writes in French. */
  translations: Record<string, AnnouncementText>;
}

export const seedAnnouncements: SeedAnnouncement[] = [
  {
    type: 'B',
    group: 'w_login',
    title: 'Welcome back',
    content: '<p>Sign in and pick up where you left off.</p>',
    imagePath: '/assets/banners/w_login.svg',
    link: null,
    translations: {
      es: {
        title: 'Bienvenido de nuevo',
        content: '<p>Inicie sesión y continúe donde lo dejó.</p>',
      },
      pt: {
        title: 'Bem-vindo de volta',
        content: '<p>Entre e continue de onde parou.</p>',
      },
      ty: {
        title: 'Bon retour parmi nous',
        content: '<p>Connectez-vous et reprenez là où vous vous étiez arrêté.</p>',
      },
    },
  },
  {
    type: 'B',
    group: 'w_register',
    title: 'Join in a minute',
    content: '<p>Register, play, win.</p>',
    imagePath: '/assets/banners/w_register.svg',
    link: null,
    translations: {
      es: { title: 'Únase en un minuto', content: '<p>Regístrese, juegue, gane.</p>' },
      pt: { title: 'Cadastre-se em um minuto', content: '<p>Cadastre-se, jogue, ganhe.</p>' },
      ty: { title: 'Inscrivez-vous en une minute', content: '<p>Inscrivez-vous, jouez, gagnez.</p>' },
    },
  },
  {
    type: 'B',
    group: 'w_home',
    title: 'Live casino nights',
    content: '<p>Real dealers, every evening.</p>',
    imagePath: '/assets/banners/w_home_1.svg',
    link: '/home',
    translations: {
      es: { title: 'Noches de casino en vivo', content: '<p>Crupieres reales, todas las noches.</p>' },
      pt: { title: 'Noites de cassino ao vivo', content: '<p>Crupiês de verdade, todas as noites.</p>' },
      ty: { title: 'Soirées casino en direct', content: '<p>De vrais croupiers, tous les soirs.</p>' },
    },
  },
  {
    type: 'B',
    group: 'w_home',
    title: 'Sports weekend',
    content: '<p>Every match, every market.</p>',
    imagePath: '/assets/banners/w_home_2.svg',
    link: '/home',
    translations: {
      es: { title: 'Fin de semana deportivo', content: '<p>Todos los partidos, todos los mercados.</p>' },
      pt: { title: 'Fim de semana esportivo', content: '<p>Todas as partidas, todos os mercados.</p>' },
      ty: { title: 'Week-end sportif', content: '<p>Tous les matchs, tous les marchés.</p>' },
    },
  },
  {
    type: 'PU',
    group: null,
    title: 'Play responsibly',
    content: '<p>Set yourself limits and take breaks. Players must be 18 or older.</p>',
    imagePath: null,
    link: null,
    translations: {
      es: {
        title: 'Juegue con responsabilidad',
        content: '<p>Fíjese límites y tómese descansos. Los jugadores deben tener 18 años o más.</p>',
      },
      pt: {
        title: 'Jogue com responsabilidade',
        content: '<p>Defina seus limites e faça pausas. Os jogadores devem ter 18 anos ou mais.</p>',
      },
      ty: {
        title: 'Jouez de manière responsable',
        content:
          '<p>Fixez-vous des limites et faites des pauses. Les joueurs doivent avoir 18 ans ou plus.</p>',
      },
    },
  },
  {
    type: 'PL',
    group: null,
    title: 'Scheduled maintenance',
    content: '<p>Some games may be briefly unavailable on Sunday between 02:00 and 03:00.</p>',
    imagePath: null,
    link: null,
    translations: {
      es: {
        title: 'Mantenimiento programado',
        content:
          '<p>Algunos juegos podrían no estar disponibles brevemente el domingo entre las 02:00 y las 03:00.</p>',
      },
      pt: {
        title: 'Manutenção programada',
        content:
          '<p>Alguns jogos podem ficar indisponíveis por alguns instantes no domingo, entre 02:00 e 03:00.</p>',
      },
      ty: {
        title: 'Maintenance programmée',
        content:
          '<p>Certains jeux pourraient être brièvement indisponibles dimanche entre 02:00 et 03:00.</p>',
      },
    },
  },
  {
    type: 'PL',
    group: null,
    title: 'Faster withdrawals',
    content: '<p>Most withdrawals now arrive within 15 minutes.</p>',
    imagePath: null,
    link: null,
    translations: {
      es: {
        title: 'Retiros más rápidos',
        content: '<p>La mayoría de los retiros ahora llegan en menos de 15 minutos.</p>',
      },
      pt: {
        title: 'Saques mais rápidos',
        content: '<p>A maioria dos saques agora chega em até 15 minutos.</p>',
      },
      ty: {
        title: 'Retraits plus rapides',
        content: '<p>La plupart des retraits arrivent désormais en moins de 15 minutes.</p>',
      },
    },
  },
  {
    type: 'H',
    group: null,
    title: 'New games every week',
    content: '<p>Check the lobby for the latest slots and fishing games.</p>',
    imagePath: null,
    link: null,
    translations: {
      es: {
        title: 'Juegos nuevos cada semana',
        content: '<p>Visite el lobby para ver las últimas tragamonedas y juegos de pesca.</p>',
      },
      pt: {
        title: 'Jogos novos toda semana',
        content: '<p>Confira no lobby os caça-níqueis e jogos de pesca mais recentes.</p>',
      },
      ty: {
        title: 'De nouveaux jeux chaque semaine',
        content:
          '<p>Consultez le lobby pour découvrir les dernières machines à sous et les jeux de pêche.</p>',
      },
    },
  },
];
