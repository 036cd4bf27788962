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
    licence:
      'Gamedeck opera con una licencia de juego a distancia para juegos de habilidad y de azar. Juegue con responsabilidad: los jugadores deben tener 18 años o más. Las apuestas pueden crear adicción; fíjese límites y pida ayuda si la necesita.',
    adultsOnly: 'Solo para adultos',
    copyright: '© 2019-2025 Gamedeck. Todos los derechos reservados.',
  },
  help: {
    title: 'Centro de ayuda',
    topicsLabel: 'Temas de ayuda',
    sections: {
      register: {
        title: 'Cómo registrarse',
        text: 'Elija Registrarse en la cabecera. Regístrese con un nombre de usuario y una contraseña, o con su número de móvil y el código que le enviamos por SMS. Si un amigo o un afiliado le invitó, su código de invitación ya aparece completado.',
      },
      login: {
        title: 'Iniciar sesión',
        text: 'Inicie sesión con su usuario y contraseña, o elija Acceso por móvil e introduzca el código enviado a su teléfono. Tras tres contraseñas incorrectas le pedimos que escriba los caracteres que aparecen en una imagen. Cuando inicie sesión desde una red nueva, podemos pedirle que confirme su identidad con un código enviado por SMS o por correo electrónico.',
      },
      password: {
        title: 'Contraseña olvidada o cambio de contraseña',
        text: 'Elija «¿Olvidó su contraseña?» en el formulario de inicio de sesión. Introduzca su usuario y su correo electrónico para recibir un enlace de restablecimiento, o use su número de móvil para recibir un código. Si su contraseña ha caducado, o aún usa la contraseña que le dimos, se le pedirá que elija una nueva después de iniciar sesión.',
      },
      demo: {
        title: 'Demo gratis',
        text: 'La demo gratis abre una cuenta de práctica con dinero ficticio para que pruebe los juegos. Las cuentas demo no pueden depositar ni retirar; registre una cuenta real para jugar de verdad.',
      },
      about: {
        title: 'Sobre la empresa',
        text: 'Gamedeck ofrece apuestas deportivas, casino en vivo, tragamonedas, pesca, lotería y juegos PvP para jugadores y agentes.',
      },
      contact: {
        title: 'Contáctenos',
        text: 'Nuestro equipo de soporte atiende a toda hora por chat en vivo y Telegram desde los botones Contáctenos del sitio.',
      },
      terms: {
        title: 'Términos y Condiciones Generales',
        text: 'Al abrir una cuenta confirma que tiene 18 años o más y que las apuestas en línea son legales donde vive. Una cuenta por persona.',
      },
      responsible: {
        title: 'Juego responsable',
        text: 'Fíjese límites de depósito y de tiempo, nunca intente recuperar lo perdido y tómese un descanso cuando deje de ser divertido. Si lo necesita, pida al soporte que cierre su cuenta durante un tiempo.',
      },
      privacy: {
        title: 'Política de privacidad',
        text: 'Solo guardamos lo necesario para gestionar su cuenta y cumplir nuestra licencia. Nunca vendemos sus datos ni enviamos su contraseña por correo electrónico o SMS.',
      },
      affiliates: {
        title: 'Afiliados',
        text: 'Los agentes ganan con los jugadores que traen. Comparta su código de invitación o el enlace de la página de registro con ?referralCode= y sus jugadores quedarán vinculados a usted.',
      },
      refund: {
        title: 'Política de reembolso',
        text: 'Los depósitos acreditados en su billetera no son reembolsables una vez jugados. Contacte con el soporte por cualquier pago que no reconozca.',
      },
    },
  },
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
  },
  notFound: {
    title: 'Página no encontrada',
    message: 'Esta página no existe.',
    backHome: 'Volver al inicio',
    startFailedTitle: 'Algo salió mal',
    startFailed: 'El sitio no pudo iniciarse. Vuelva a cargar la página.',
  },
};
