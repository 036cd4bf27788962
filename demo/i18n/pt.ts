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
    licence:
      'A Gamedeck opera sob uma licença de jogos a distância para jogos de habilidade e de azar. Jogue com responsabilidade: os jogadores devem ter 18 anos ou mais. Apostas podem viciar; defina limites e peça ajuda se precisar.',
    adultsOnly: 'Somente para adultos',
    copyright: '© 2019-2025 Gamedeck. Todos os direitos reservados.',
  },
  help: {
    title: 'Central de ajuda',
    topicsLabel: 'Tópicos de ajuda',
    sections: {
      register: {
        title: 'Como se cadastrar',
        text: 'Escolha Cadastrar no cabeçalho. Cadastre-se com um nome de usuário e uma senha, ou com o seu número de celular e o código que enviamos por SMS. Se um amigo ou afiliado convidou você, o código de convite dele já vem preenchido.',
      },
      login: {
        title: 'Como entrar',
        text: 'Entre com seu usuário e senha, ou escolha Login por celular e digite o código enviado ao seu telefone. Depois de três senhas erradas pedimos que você digite os caracteres mostrados em uma imagem. Quando você entra a partir de uma rede nova, podemos pedir que confirme que é você com um código enviado por SMS ou e-mail.',
      },
      password: {
        title: 'Esqueceu ou quer trocar a senha',
        text: 'Escolha "Esqueceu a senha?" no formulário de login. Digite seu usuário e e-mail para receber um link de redefinição, ou use o seu número de celular para receber um código. Se a sua senha expirou, ou você ainda usa a senha que nós fornecemos, será solicitado que escolha uma nova depois de entrar.',
      },
      demo: {
        title: 'Demo grátis',
        text: 'A demo grátis abre uma conta de treino com dinheiro fictício para você experimentar os jogos. Contas demo não podem depositar nem sacar; cadastre uma conta real para jogar de verdade.',
      },
      about: {
        title: 'Sobre a empresa',
        text: 'A Gamedeck oferece apostas esportivas, cassino ao vivo, caça-níqueis, pescaria, loteria e jogos PvP para jogadores e agentes.',
      },
      contact: {
        title: 'Fale conosco',
        text: 'Nossa equipe de suporte atende 24 horas por chat ao vivo e Telegram pelos botões Fale conosco do site.',
      },
      terms: {
        title: 'Termos e Condições Gerais',
        text: 'Ao abrir uma conta, você confirma que tem 18 anos ou mais e que apostas on-line são legais onde você mora. Uma conta por pessoa.',
      },
      responsible: {
        title: 'Jogo responsável',
        text: 'Defina limites de depósito e de tempo, nunca tente recuperar perdas e faça uma pausa quando deixar de ser divertido. Se precisar, peça ao suporte para fechar sua conta por um período.',
      },
      privacy: {
        title: 'Política de privacidade',
        text: 'Guardamos apenas o necessário para manter sua conta e cumprir nossa licença. Nunca vendemos seus dados e nunca enviamos sua senha por e-mail ou SMS.',
      },
      affiliates: {
        title: 'Afiliados',
        text: 'Os agentes ganham com os jogadores que trazem. Compartilhe seu código de convite ou o link da página de cadastro com ?referralCode= e seus jogadores ficam vinculados a você.',
      },
      refund: {
        title: 'Política de reembolso',
        text: 'Depósitos creditados na sua carteira não são reembolsáveis depois de jogados. Fale com o suporte sobre qualquer pagamento que você não reconheça.',
      },
    },
  },
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
  },
  notFound: {
    title: 'Página não encontrada',
    message: 'Esta página não existe.',
    backHome: 'Voltar ao início',
    startFailedTitle: 'Algo deu errado',
    startFailed: 'Não foi possível iniciar o site. Recarregue a página.',
  },
};
