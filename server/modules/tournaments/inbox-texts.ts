import { formatMinorUnits } from '../../../src/core/money';

/** The inbox messages a tournament sends, in each site language (ty is the site's French). */
const TEXTS: Record<string, { wonTitle: string; won: string; cancelledTitle: string; cancelled: string }> = {
  en: {
    wonTitle: 'Tournament prize: {name}',
    won: 'You finished {name} in place {rank} and won {prize}. Reference {reference} in your account record.',
    cancelledTitle: 'Tournament cancelled: {name}',
    cancelled: '{name} was cancelled. No prizes are paid for it; your play and balance are not affected.',
  },
  es: {
    wonTitle: 'Premio de torneo: {name}',
    won: 'Terminaste {name} en el puesto {rank} y ganaste {prize}. Referencia {reference} en tu historial de cuenta.',
    cancelledTitle: 'Torneo cancelado: {name}',
    cancelled: '{name} se ha cancelado. No se pagan premios; tu juego y tu saldo no cambian.',
  },
  pt: {
    wonTitle: 'Prêmio de torneio: {name}',
    won: 'Você terminou {name} na posição {rank} e ganhou {prize}. Referência {reference} no seu extrato.',
    cancelledTitle: 'Torneio cancelado: {name}',
    cancelled: '{name} foi cancelado. Nenhum prêmio é pago; suas jogadas e seu saldo não mudam.',
  },
  ty: {
    wonTitle: 'Prix de tournoi : {name}',
    won: 'Vous avez terminé {name} à la place {rank} et gagné {prize}. Référence {reference} dans votre relevé.',
    cancelledTitle: 'Tournoi annulé : {name}',
    cancelled: '{name} a été annulé. Aucun prix n’est versé ; votre jeu et votre solde ne changent pas.',
  },
};

const POINTS: Record<string, string> = { en: 'points', es: 'puntos', pt: 'pontos', ty: 'points' };
const MONEY = { currencyExponent: 2, numberLocale: 'en-US' };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const textsOf = (language: string) => TEXTS[language] ?? TEXTS.en!;

export function prizeMessage(
  language: string,
  values: { name: string; rank: number; kind: 'money' | 'points'; amount: number; reference: string },
): { title: string; content: string } {
  const texts = textsOf(language);
  const prize =
    values.kind === 'money'
      ? formatMinorUnits(values.amount, MONEY)
      : `${values.amount} ${POINTS[language] ?? POINTS.en}`;
  const all = { name: values.name, rank: String(values.rank), prize, reference: values.reference };
  return { title: fill(texts.wonTitle, all), content: fill(texts.won, all) };
}

export function cancelledMessage(language: string, name: string): { title: string; content: string } {
  const texts = textsOf(language);
  return { title: fill(texts.cancelledTitle, { name }), content: fill(texts.cancelled, { name }) };
}
