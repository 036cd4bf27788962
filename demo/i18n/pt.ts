import type { SiteTexts } from './texts';

export const pt: SiteTexts = {
  documentTitle: 'Gamedeck — esportes, cassino, caça-níqueis e loteria',
  homeLink: 'Início da Gamedeck',
  home: {
    eyebrow: 'Bônus de boas-vindas no seu primeiro depósito',
    titleLead: 'Todos os jogos. Uma só carteira.',
    titleAccent: 'Pagamentos na hora.',
    lead: 'Aposte em mais de 140 esportes, sente-se às mesas ao vivo e gire quase 10.000 caça-níqueis, tudo com um único saldo.',
    createAccount: 'Criar conta',
    demoGuide: 'Como funciona a demo grátis',
    productsTitle: 'Escolha seu jogo',
    categories: {
      sports: { title: 'Esportes', blurb: 'Mais de 140 esportes, odds ao vivo' },
      live: { title: 'Cassino ao vivo', blurb: 'Crupiês reais, a qualquer hora' },
      rng: { title: 'Caça-níqueis', blurb: 'Quase 10.000 caça-níqueis' },
      fish: { title: 'Pescaria', blurb: 'Mesas de tiro estilo arcade' },
      lottery: { title: 'Loteria', blurb: 'Sorteios a cada poucos minutos' },
      pvp: { title: 'Pôquer PvP', blurb: 'Jogue contra pessoas reais' },
    },
    stepsTitle: 'Comece em três passos',
    steps: {
      register: {
        title: 'Cadastre-se',
        text: 'Abra uma conta em menos de um minuto com um nome de usuário ou o seu número de celular.',
      },
      play: {
        title: 'Jogue',
        text: 'Escolha entre mais de 5.000 jogos de cassino, esportes, caça-níqueis e loteria, ou experimente antes a demo grátis.',
      },
      win: {
        title: 'Ganhe',
        text: 'Os ganhos caem na sua carteira na hora. Os pontos nunca expiram.',
      },
    },
  },
  footer: {
    tagline: 'Esportes, cassino ao vivo, caça-níqueis, pescaria, loteria e pôquer PvP em uma só conta.',
    followUs: 'Siga-nos',
    helpTitle: 'Ajuda',
    productsTitle: 'Produtos',
    aboutTitle: 'Sobre',
    guides: {
      register: 'Como se cadastrar',
      login: 'Como entrar',
      password: 'Esqueci a senha',
      demo: 'Demo grátis',
    },
    feedback: 'Feedback',
    about: {
      about: 'Sobre a empresa',
      contact: 'Fale conosco',
      terms: 'Termos e Condições Gerais',
      responsible: 'Jogo responsável',
      privacy: 'Política de privacidade',
      affiliates: 'Afiliados',
      refund: 'Política de reembolso',
    },
    licence:
      'A Gamedeck opera sob uma licença de jogos a distância para jogos de habilidade e de azar. Jogue com responsabilidade: os jogadores devem ter 18 anos ou mais. Apostas podem viciar; defina limites e peça ajuda se precisar.',
    adultsOnly: 'Somente para adultos',
    copyright: '© 2019-2025 Gamedeck. Todos os direitos reservados.',
  },
  help: {
    title: 'Central de ajuda',
  },
  resetPasswordTitle: 'Esqueceu ou quer trocar a senha',
  login: {
    title: 'Entrar',
    newHere: 'Novo por aqui?',
    createAccount: 'Crie uma conta',
    help: 'Ajuda',
  },
  register: {
    title: 'Criar uma conta',
  },
  games: {
    lobbies: {
      rng: {
        title: 'Caça-níqueis',
        lead: 'Quase 10.000 caça-níqueis. Pesquise, filtre e guarde seus favoritos.',
      },
      bgs: { title: 'Jogos de tabuleiro', lead: 'Dados, roletas e clássicos de tabuleiro.' },
      bingo: { title: 'Bingo', lead: 'Salas de bingo e cartelas de prêmio instantâneo.' },
      live: {
        title: 'Cassino ao vivo',
        lead: 'Crupiês de verdade na roleta e nas mesas de cartas, a qualquer hora.',
      },
      fish: { title: 'Pesca', lead: 'Mesas de tiro estilo arcade.' },
      pvp: { title: 'Cartas PvP', lead: 'Sente-se em uma sala e jogue contra pessoas reais.' },
      seamless: {
        title: 'Jogos sem transferência',
        lead: 'Estes jogos apostam direto do seu saldo principal, sem passar por uma carteira de jogo.',
      },
    },
    sportsTitle: 'Esportes, e-sports e rinha de galos',
    lottery: {
      lottery: 'Loteria',
      vnlottery: 'Loteria vietnamita',
      seaLottery: 'Loteria do Sudeste Asiático',
      elott: 'E-lotto',
    },
    gameTitle: 'Jogo',
    promotions: {
      title: 'Promoções',
      detailTitle: 'Detalhes da promoção',
      rewardsTitle: 'Suas recompensas',
      rewardsText:
        'Participe de promoções, resgate recompensas e acompanhe suas missões na central de recompensas.',
      openRewards: 'Abrir a central de recompensas',
    },
  },
  member: {
    pointMallTitle: 'Loja de pontos',
    noticesTitle: 'Avisos',
    vipTitle: 'Clube VIP',
    downloadTitle: 'Descarregar a aplicação',
    joinTitle: 'Torne-se agente',
    feedbackTitle: 'Feedback',
  },
  notFound: {
    title: 'Página não encontrada',
    message: 'Esta página não existe.',
    backHome: 'Voltar ao início',
    startFailedTitle: 'Algo deu errado',
    startFailed: 'Não foi possível iniciar o site. Recarregue a página.',
  },
};
