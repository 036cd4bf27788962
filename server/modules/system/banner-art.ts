/** The words drawn on one banner. */
export interface BannerText {
  title: string;
  subtitle: string;
}

export interface BannerArt {
  /** Gradient colours. */
  from: string;
  to: string;
  /** The base text (English), drawn for a language without a translation. */
  base: BannerText;
  /** Keyed like the announcements' translations: es, pt, and ty (written in French). */
  translations: Record<string, BannerText>;
}

/** Artwork of the seeded banners, drawn as SVG under /assets/banners/<name>.svg. */
export const bannerArt: Record<string, BannerArt> = {
  w_login: {
    from: '#1d2b64',
    to: '#f8cdda',
    base: { title: 'Welcome back', subtitle: 'Your games are waiting' },
    translations: {
      es: { title: 'Bienvenido de nuevo', subtitle: 'Sus juegos le esperan' },
      pt: { title: 'Bem-vindo de volta', subtitle: 'Seus jogos estão esperando' },
      ty: { title: 'Bon retour', subtitle: 'Vos jeux vous attendent' },
    },
  },
  w_register: {
    from: '#0f2027',
    to: '#2c5364',
    base: { title: 'Register · Play · Win', subtitle: 'Join in under a minute' },
    translations: {
      es: { title: 'Regístrese · Juegue · Gane', subtitle: 'Únase en menos de un minuto' },
      pt: { title: 'Cadastre-se · Jogue · Ganhe', subtitle: 'Participe em menos de um minuto' },
      ty: { title: 'Inscrivez-vous · Jouez · Gagnez', subtitle: "Rejoignez-nous en moins d'une minute" },
    },
  },
  w_home_1: {
    from: '#42275a',
    to: '#734b6d',
    base: { title: 'Live casino nights', subtitle: 'Real dealers, every evening' },
    translations: {
      es: { title: 'Noches de casino en vivo', subtitle: 'Crupieres reales, todas las noches' },
      pt: { title: 'Noites de cassino ao vivo', subtitle: 'Crupiês de verdade, todas as noites' },
      ty: { title: 'Soirées casino en direct', subtitle: 'De vrais croupiers, tous les soirs' },
    },
  },
  w_home_2: {
    from: '#134e5e',
    to: '#71b280',
    base: { title: 'Sports weekend', subtitle: 'Every match, every market' },
    translations: {
      es: { title: 'Fin de semana deportivo', subtitle: 'Todos los partidos, todos los mercados' },
      pt: { title: 'Fim de semana esportivo', subtitle: 'Todas as partidas, todos os mercados' },
      ty: { title: 'Week-end sportif', subtitle: 'Tous les matchs, tous les marchés' },
    },
  },
  promo_welcome: {
    from: '#11998e',
    to: '#38ef7d',
    base: { title: 'Welcome bonus', subtitle: '50.00 on joining' },
    translations: {
      es: { title: 'Bono de bienvenida', subtitle: '50.00 al unirse' },
      pt: { title: 'Bônus de boas-vindas', subtitle: '50.00 ao participar' },
      ty: { title: 'Bonus de bienvenue', subtitle: '50.00 à l’inscription' },
    },
  },
  promo_reload: {
    from: '#f7971e',
    to: '#ffd200',
    base: { title: 'Weekend reload', subtitle: 'Apply for 100.00' },
    translations: {
      es: { title: 'Recarga de fin de semana', subtitle: 'Solicite 100.00' },
      pt: { title: 'Recarga de fim de semana', subtitle: 'Solicite 100.00' },
      ty: { title: 'Recharge du week-end', subtitle: 'Demandez 100.00' },
    },
  },
  promo_raffle: {
    from: '#8e2de2',
    to: '#4a00e0',
    base: { title: 'Lucky raffle', subtitle: 'A prize for every member' },
    translations: {
      es: { title: 'Sorteo de la suerte', subtitle: 'Un premio para cada miembro' },
      pt: { title: 'Sorteio da sorte', subtitle: 'Um prêmio para cada membro' },
      ty: { title: 'Tombola chanceuse', subtitle: 'Un lot pour chaque membre' },
    },
  },
  promo_opening: {
    from: '#c31432',
    to: '#240b36',
    base: { title: 'Grand opening', subtitle: 'Coming soon' },
    translations: {
      es: { title: 'Gran apertura', subtitle: 'Próximamente' },
      pt: { title: 'Grande inauguração', subtitle: 'Em breve' },
      ty: { title: 'Grande ouverture', subtitle: 'Bientôt' },
    },
  },
};
