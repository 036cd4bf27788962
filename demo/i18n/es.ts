import type { SiteTexts } from './texts';

export const es: SiteTexts = {
  documentTitle: 'Gamedeck — deportes, casino, tragamonedas y lotería',
  homeLink: 'Inicio de Gamedeck',
  home: {
    eyebrow: 'Bono de bienvenida en su primer depósito',
    titleLead: 'Todos los juegos. Una sola billetera.',
    titleAccent: 'Pagos al instante.',
    lead: 'Apueste en más de 140 deportes, siéntese en mesas en vivo y gire casi 10.000 tragamonedas, todo con un único saldo.',
    createAccount: 'Crear cuenta',
    demoGuide: 'Cómo funciona la demo gratis',
    productsTitle: 'Elija su juego',
    categories: {
      sports: { title: 'Deportes', blurb: 'Más de 140 deportes, cuotas en vivo' },
      live: { title: 'Casino en vivo', blurb: 'Crupieres reales, a toda hora' },
      rng: { title: 'Tragamonedas', blurb: 'Casi 10.000 tragamonedas' },
      fish: { title: 'Pesca', blurb: 'Mesas de disparos estilo arcade' },
      lottery: { title: 'Lotería', blurb: 'Sorteos cada pocos minutos' },
      pvp: { title: 'Póker PvP', blurb: 'Juegue contra personas reales' },
    },
    stepsTitle: 'Empiece en tres pasos',
    steps: {
      register: {
        title: 'Regístrese',
        text: 'Abra una cuenta en menos de un minuto con un nombre de usuario o su número de móvil.',
      },
      play: {
        title: 'Juegue',
        text: 'Elija entre más de 5.000 juegos de casino, deportes, tragamonedas y lotería, o pruebe antes la demo gratis.',
      },
      win: {
        title: 'Gane',
        text: 'Las ganancias llegan a su billetera al instante. Los puntos nunca caducan.',
      },
    },
  },
  footer: {
    tagline: 'Deportes, casino en vivo, tragamonedas, pesca, lotería y póker PvP en una sola cuenta.',
    followUs: 'Síganos',
    helpTitle: 'Ayuda',
    productsTitle: 'Productos',
    aboutTitle: 'Nosotros',
    guides: {
      register: 'Cómo registrarse',
      login: 'Iniciar sesión',
      password: 'Contraseña olvidada',
      demo: 'Demo gratis',
    },
    feedback: 'Opiniones',
    about: {
      about: 'Sobre la empresa',
      contact: 'Contáctenos',
      terms: 'Términos y Condiciones Generales',
      responsible: 'Juego responsable',
      privacy: 'Política de privacidad',
      affiliates: 'Afiliados',
      refund: 'Política de reembolso',
    },
    licence:
      'Gamedeck opera con una licencia de juego a distancia para juegos de habilidad y de azar. Juegue con responsabilidad: los jugadores deben tener 18 años o más. Las apuestas pueden crear adicción; fíjese límites y pida ayuda si la necesita.',
    adultsOnly: 'Solo para adultos',
    copyright: '© 2019-2025 Gamedeck. Todos los derechos reservados.',
  },
  help: {
    title: 'Centro de ayuda',
  },
  resetPasswordTitle: 'Contraseña olvidada o cambio de contraseña',
  login: {
    title: 'Iniciar sesión',
    newHere: '¿Es nuevo aquí?',
    createAccount: 'Cree una cuenta',
    help: 'Ayuda',
  },
  register: {
    title: 'Crear una cuenta',
  },
  games: {
    lobbies: {
      rng: {
        title: 'Tragamonedas',
        lead: 'Casi 10.000 tragamonedas. Busque, filtre y guarde sus favoritos.',
      },
      bgs: { title: 'Juegos de mesa', lead: 'Dados, ruedas y clásicos de mesa.' },
      bingo: { title: 'Bingo', lead: 'Salas de bingo y tarjetas de premio instantáneo.' },
      live: { title: 'Casino en vivo', lead: 'Crupieres reales en ruleta y mesas de cartas, a toda hora.' },
      fish: { title: 'Pesca', lead: 'Mesas de disparos estilo arcade.' },
      pvp: { title: 'Cartas PvP', lead: 'Siéntese en una sala y juegue contra personas reales.' },
      seamless: {
        title: 'Juegos sin transferencia',
        lead: 'Estos juegos apuestan directamente desde su saldo principal, sin pasar por una billetera de juego.',
      },
    },
    sportsTitle: 'Deportes, e-sports y peleas de gallos',
    lottery: {
      lottery: 'Lotería',
      vnlottery: 'Lotería vietnamita',
      seaLottery: 'Lotería del Sudeste Asiático',
      elott: 'E-lotto',
    },
    gameTitle: 'Juego',
    promotions: {
      title: 'Promociones',
      detailTitle: 'Detalles de la promoción',
      rewardsTitle: 'Sus recompensas',
      rewardsText:
        'Únase a promociones, reclame recompensas y siga sus misiones en el centro de recompensas.',
      openRewards: 'Abrir el centro de recompensas',
    },
  },
  member: {
    pointMallTitle: 'Tienda de puntos',
    noticesTitle: 'Avisos',
    vipTitle: 'Club VIP',
    downloadTitle: 'Descargar la aplicación',
    joinTitle: 'Hágase agente',
    feedbackTitle: 'Opiniones',
  },
  notFound: {
    title: 'Página no encontrada',
    message: 'Esta página no existe.',
    backHome: 'Volver al inicio',
    startFailedTitle: 'Algo salió mal',
    startFailed: 'El sitio no pudo iniciarse. Vuelva a cargar la página.',
  },
};
