import type { CatalogueLanguage } from './catalogue-language';

/**
 * Word lists the seeded catalogue builds its game names from, in English and the three
 * Romance site languages (es, pt, ty = French), with the grammar they need: genders and
 * number for "of" phrases ("Fortuna del Dragón", "Trésor de l'Empereur") and adjective
 * agreement ("Reina Dorada", "Riquezas Doradas").
 */

type Gender = 'm' | 'f';
type Romance = Exclude<CatalogueLanguage, 'en'>;

interface RomanceNoun {
  word: string;
  gender: Gender;
  plural: boolean;
  /** A name (Zeus, Cleopatra): no article in "of" phrases. */
  proper: boolean;
}

export interface Noun {
  en: string;
  es: RomanceNoun;
  pt: RomanceNoun;
  ty: RomanceNoun;
}

/** Masculine and feminine forms; one form when it does not change (or is a "de X" phrase). */
export interface Adjective {
  en: string;
  es: [string, string];
  pt: [string, string];
  ty: [string, string];
}

/** "Dragón:m", "Riquezas:fp" (feminine plural), "Zeus:m!" (a name). */
function romance(spec: string): RomanceNoun {
  const [word, flags = 'm'] = spec.split(':') as [string, string?];
  return {
    word,
    gender: flags.includes('f') ? 'f' : 'm',
    plural: flags.includes('p'),
    proper: flags.includes('!'),
  };
}

const noun = (en: string, es: string, pt: string, ty: string): Noun => ({
  en,
  es: romance(es),
  pt: romance(pt),
  ty: romance(ty),
});

const forms = (spec: string): [string, string] => {
  const [masculine, feminine] = spec.split('|') as [string, string?];
  return [masculine, feminine ?? masculine];
};

const adjective = (en: string, es: string, pt: string, ty: string): Adjective => ({
  en,
  es: forms(es),
  pt: forms(pt),
  ty: forms(ty),
});

const PHRASE = /^(de|del|do|da|du|d')[\s']/;
const FRENCH_VOWEL = /^[aeiouyàâäéèêëîïôöûü]/i;

/** The plural of an adjective form, by each language's regular rules (the lists use no irregular ones). */
function pluralAdjective(form: string, language: Romance): string {
  if (PHRASE.test(form)) return form;
  if (language === 'es') {
    if (/[aeioué]$/.test(form)) return `${form}s`;
    if (form.endsWith('z')) return `${form.slice(0, -1)}ces`;
    return `${form}es`;
  }
  if (language === 'pt') {
    if (/[aeiou]$/.test(form)) return `${form}s`;
    if (form.endsWith('l')) return `${form.slice(0, -1)}is`;
    if (form.endsWith('m')) return `${form.slice(0, -1)}ns`;
    if (/[rz]$/.test(form)) return `${form}es`;
    return form;
  }
  if (/[sx]$/.test(form)) return form;
  if (form.endsWith('al')) return `${form.slice(0, -2)}aux`;
  return `${form}s`;
}

function agreed(adjectiveForms: [string, string], head: RomanceNoun, language: Romance): string {
  const form = head.gender === 'f' ? adjectiveForms[1] : adjectiveForms[0];
  return head.plural ? pluralAdjective(form, language) : form;
}

/** "of the <noun>" in one Romance language. */
function ofPhrase(modifier: RomanceNoun, language: Romance): string {
  const { word, gender, plural, proper } = modifier;
  if (language === 'es') {
    if (proper) return `de ${word}`;
    if (plural) return `de ${gender === 'f' ? 'las' : 'los'} ${word}`;
    return gender === 'f' ? `de la ${word}` : `del ${word}`;
  }
  if (language === 'pt') {
    if (proper) return `de ${word}`;
    return `d${gender === 'f' ? 'a' : 'o'}${plural ? 's' : ''} ${word}`;
  }
  if (proper) return FRENCH_VOWEL.test(word) ? `d'${word}` : `de ${word}`;
  if (plural) return `des ${word}`;
  if (FRENCH_VOWEL.test(word)) return `de l'${word}`;
  return gender === 'f' ? `de la ${word}` : `du ${word}`;
}

export type Names = Record<CatalogueLanguage, string>;
const ROMANCE: Romance[] = ['es', 'pt', 'ty'];

/** "Golden Dragon" / "Dragón Dorado" / "Dragão Dourado" / "Dragon Doré". */
export function adjectiveName(adjectiveWord: Adjective, head: Noun): Names {
  const names = { en: `${adjectiveWord.en} ${head.en}` } as Names;
  for (const language of ROMANCE)
    names[language] = `${head[language].word} ${agreed(adjectiveWord[language], head[language], language)}`;
  return names;
}

/** "Dragon Fortune" / "Fortuna del Dragón" / "Fortuna do Dragão" / "Fortune du Dragon". */
export function ofName(head: Noun, modifier: Noun): Names {
  const names = { en: `${modifier.en} ${head.en}` } as Names;
  for (const language of ROMANCE)
    names[language] = `${head[language].word} ${ofPhrase(modifier[language], language)}`;
  return names;
}

/** The noun alone ("Baccarat" / "Bacará" / "Baccara"). */
export function plainName(head: Noun): Names {
  return { en: head.en, es: head.es.word, pt: head.pt.word, ty: head.ty.word };
}

/** The same text after every language's name ("Megaways", "7"). */
export function withSuffix(names: Names, suffix: string): Names {
  return {
    en: `${names.en} ${suffix}`,
    es: `${names.es} ${suffix}`,
    pt: `${names.pt} ${suffix}`,
    ty: `${names.ty} ${suffix}`,
  };
}

/** Who or what a game is about. */
export const themes: Noun[] = [
  noun('Dragon', 'Dragón', 'Dragão', 'Dragon'),
  noun('Tiger', 'Tigre', 'Tigre', 'Tigre'),
  noun('Phoenix', 'Fénix', 'Fênix:f', 'Phénix'),
  noun('Panda', 'Panda', 'Panda', 'Panda'),
  noun('Pharaoh', 'Faraón', 'Faraó', 'Pharaon'),
  noun('Queen', 'Reina:f', 'Rainha:f', 'Reine:f'),
  noun('King', 'Rey', 'Rei', 'Roi'),
  noun('Emperor', 'Emperador', 'Imperador', 'Empereur'),
  noun('Samurai', 'Samurái', 'Samurai', 'Samouraï'),
  noun('Ninja', 'Ninja', 'Ninja', 'Ninja'),
  noun('Pirate', 'Pirata', 'Pirata', 'Pirate'),
  noun('Viking', 'Vikingo', 'Viking', 'Viking'),
  noun('Wolf', 'Lobo', 'Lobo', 'Loup'),
  noun('Lion', 'León', 'Leão', 'Lion'),
  noun('Falcon', 'Halcón', 'Falcão', 'Faucon'),
  noun('Buffalo', 'Búfalo', 'Búfalo', 'Bison'),
  noun('Mermaid', 'Sirena:f', 'Sereia:f', 'Sirène:f'),
  noun('Wizard', 'Mago', 'Mago', 'Magicien'),
  noun('Goddess', 'Diosa:f', 'Deusa:f', 'Déesse:f'),
  noun('Moon', 'Luna:f', 'Lua:f', 'Lune:f'),
  noun('Sun', 'Sol', 'Sol', 'Soleil'),
  noun('Star', 'Estrella:f', 'Estrela:f', 'Étoile:f'),
  noun('Jungle', 'Selva:f', 'Selva:f', 'Jungle:f'),
  noun('Desert', 'Desierto', 'Deserto', 'Désert'),
  noun('Volcano', 'Volcán', 'Vulcão', 'Volcan'),
  noun('Carnival', 'Carnaval', 'Carnaval', 'Carnaval'),
  noun('Monkey', 'Mono', 'Macaco', 'Singe'),
  noun('Koi', 'Carpa Koi:f', 'Carpa Koi:f', 'Carpe Koï:f'),
  noun('Rooster', 'Gallo', 'Galo', 'Coq'),
  noun('Unicorn', 'Unicornio', 'Unicórnio', 'Licorne:f'),
  noun('Fox', 'Zorro', 'Raposa:f', 'Renard'),
  noun('Bear', 'Oso', 'Urso', 'Ours'),
  noun('Elephant', 'Elefante', 'Elefante', 'Éléphant'),
  noun('Cowboy', 'Vaquero', 'Caubói', 'Cow-boy'),
  noun('Geisha', 'Geisha:f', 'Gueixa:f', 'Geisha:f'),
  noun('Sultan', 'Sultán', 'Sultão', 'Sultan'),
  noun('Olympus', 'Olimpo', 'Olimpo', 'Olympe'),
  noun('Zeus', 'Zeus:m!', 'Zeus:m!', 'Zeus:m!'),
  noun('Medusa', 'Medusa:f!', 'Medusa:f!', 'Méduse:f!'),
  noun('Cleopatra', 'Cleopatra:f!', 'Cleópatra:f!', 'Cléopâtre:f!'),
  noun('Athena', 'Atenea:f!', 'Atena:f!', 'Athéna:f!'),
  noun('Odin', 'Odín:m!', 'Odin:m!', 'Odin:m!'),
  noun('Anubis', 'Anubis:m!', 'Anúbis:m!', 'Anubis:m!'),
];

/** What a slot promises. */
export const slotHeads: Noun[] = [
  noun('Fortune', 'Fortuna:f', 'Fortuna:f', 'Fortune:f'),
  noun('Treasure', 'Tesoro', 'Tesouro', 'Trésor'),
  noun('Gold', 'Oro', 'Ouro', 'Or'),
  noun('Riches', 'Riquezas:fp', 'Riquezas:fp', 'Richesses:fp'),
  noun('Legend', 'Leyenda:f', 'Lenda:f', 'Légende:f'),
  noun('Quest', 'Búsqueda:f', 'Busca:f', 'Quête:f'),
  noun('Palace', 'Palacio', 'Palácio', 'Palais'),
  noun('Temple', 'Templo', 'Templo', 'Temple'),
  noun('Kingdom', 'Reino', 'Reino', 'Royaume'),
  noun('Gems', 'Gemas:fp', 'Gemas:fp', 'Gemmes:fp'),
  noun('Rush', 'Furia:f', 'Fúria:f', 'Ruée:f'),
  noun('Blessing', 'Bendición:f', 'Bênção:f', 'Bénédiction:f'),
  noun('Secrets', 'Secretos:mp', 'Segredos:mp', 'Secrets:mp'),
  noun('Crown', 'Corona:f', 'Coroa:f', 'Couronne:f'),
  noun('Night', 'Noche:f', 'Noite:f', 'Nuit:f'),
  noun('Magic', 'Magia:f', 'Magia:f', 'Magie:f'),
  noun('Wheel', 'Rueda:f', 'Roda:f', 'Roue:f'),
  noun('Luck', 'Suerte:f', 'Sorte:f', 'Chance:f'),
  noun('Power', 'Poder', 'Poder', 'Pouvoir'),
  noun('Empire', 'Imperio', 'Império', 'Empire'),
  noun('Hunt', 'Caza:f', 'Caça:f', 'Chasse:f'),
  noun('Party', 'Fiesta:f', 'Festa:f', 'Fête:f'),
  noun('Coins', 'Monedas:fp', 'Moedas:fp', 'Pièces:fp'),
  noun('Jackpot', 'Jackpot', 'Jackpot', 'Jackpot'),
];

export const adjectives: Adjective[] = [
  adjective('Golden', 'Dorado|Dorada', 'Dourado|Dourada', 'Doré|Dorée'),
  adjective('Lucky', 'Afortunado|Afortunada', 'Sortudo|Sortuda', 'Chanceux|Chanceuse'),
  adjective('Mighty', 'Poderoso|Poderosa', 'Poderoso|Poderosa', 'Puissant|Puissante'),
  adjective('Wild', 'Salvaje', 'Selvagem', 'Sauvage'),
  adjective('Mystic', 'Místico|Mística', 'Místico|Mística', 'Mystique'),
  adjective('Royal', 'Real', 'Real', 'Royal|Royale'),
  adjective('Ancient', 'Antiguo|Antigua', 'Antigo|Antiga', 'Ancien|Ancienne'),
  adjective('Sacred', 'Sagrado|Sagrada', 'Sagrado|Sagrada', 'Sacré|Sacrée'),
  adjective('Crystal', 'de Cristal', 'de Cristal', 'de Cristal'),
  adjective('Fire', 'de Fuego', 'de Fogo', 'de Feu'),
  adjective('Frozen', 'Helado|Helada', 'Gelado|Gelada', 'Gelé|Gelée'),
  adjective('Silver', 'Plateado|Plateada', 'Prateado|Prateada', 'Argenté|Argentée'),
  adjective('Red', 'Rojo|Roja', 'Vermelho|Vermelha', 'Rouge'),
  adjective('Black', 'Negro|Negra', 'Negro|Negra', 'Noir|Noire'),
  adjective('Jade', 'de Jade', 'de Jade', 'de Jade'),
  adjective('Diamond', 'de Diamante', 'de Diamante', 'de Diamant'),
  adjective('Thunder', 'del Trueno', 'do Trovão', 'du Tonnerre'),
  adjective('Happy', 'Feliz', 'Feliz', 'Joyeux|Joyeuse'),
  adjective('Secret', 'Secreto|Secreta', 'Secreto|Secreta', 'Secret|Secrète'),
  adjective('Eternal', 'Eterno|Eterna', 'Eterno|Eterna', 'Éternel|Éternelle'),
  adjective('Hidden', 'Oculto|Oculta', 'Oculto|Oculta', 'Caché|Cachée'),
  adjective('Neon', 'de Neón', 'de Néon', 'de Néon'),
  adjective('Midnight', 'de Medianoche', 'da Meia-Noite', 'de Minuit'),
  adjective('Imperial', 'Imperial', 'Imperial', 'Impérial|Impériale'),
  adjective('Sweet', 'Dulce', 'Doce', 'Doux|Douce'),
  adjective('Shining', 'Brillante', 'Brilhante', 'Brillant|Brillante'),
];

/** Neutral endings that make a name a series entry. */
export const suffixes = ['Megaways', 'Deluxe', 'Hold & Win', 'Xtreme', 'Max', 'Plus', '2', '3'];

/** Fishing games: what is hunted, and the hunt. */
export const seaThemes: Noun[] = [
  noun('Shark', 'Tiburón', 'Tubarão', 'Requin'),
  noun('Octopus', 'Pulpo', 'Polvo', 'Pieuvre:f'),
  noun('Whale', 'Ballena:f', 'Baleia:f', 'Baleine:f'),
  noun('Kraken', 'Kraken', 'Kraken', 'Kraken'),
  noun('Crab', 'Cangrejo', 'Caranguejo', 'Crabe'),
  noun('Turtle', 'Tortuga:f', 'Tartaruga:f', 'Tortue:f'),
  noun('Poseidon', 'Poseidón:m!', 'Poseidon:m!', 'Poséidon:m!'),
  noun('Mermaid', 'Sirena:f', 'Sereia:f', 'Sirène:f'),
  noun('Dragon', 'Dragón', 'Dragão', 'Dragon'),
  noun('Pirate', 'Pirata', 'Pirata', 'Pirate'),
  noun('Golden Toad', 'Sapo Dorado', 'Sapo Dourado', 'Crapaud Doré'),
  noun('Jellyfish', 'Medusa:f', 'Água-Viva:f', 'Méduse:f'),
];

export const fishHeads: Noun[] = [
  noun('Fishing', 'Pesca:f', 'Pesca:f', 'Pêche:f'),
  noun('Hunter', 'Cazador', 'Caçador', 'Chasseur'),
  noun('Reef', 'Arrecife', 'Recife', 'Récif'),
  noun('Catch', 'Captura:f', 'Captura:f', 'Prise:f'),
  noun('Ocean', 'Océano', 'Oceano', 'Océan'),
  noun('Sea', 'Mar', 'Mar', 'Mer:f'),
  noun('War', 'Guerra:f', 'Guerra:f', 'Guerre:f'),
  noun('Kingdom', 'Reino', 'Reino', 'Royaume'),
];

/** Live dealer tables. defaultPlayType is the family's key. */
export const liveFamilies: { key: string; noun: Noun }[] = [
  { key: 'BACCARAT', noun: noun('Baccarat', 'Bacará', 'Bacará', 'Baccara') },
  { key: 'ROULETTE', noun: noun('Roulette', 'Ruleta:f', 'Roleta:f', 'Roulette:f') },
  { key: 'BLACKJACK', noun: noun('Blackjack', 'Blackjack', 'Blackjack', 'Blackjack') },
  { key: 'DRAGON_TIGER', noun: noun('Dragon Tiger', 'Dragón Tigre', 'Dragão Tigre', 'Dragon Tigre') },
  { key: 'SICBO', noun: noun('Sic Bo', 'Sic Bo', 'Sic Bo', 'Sic Bo') },
  { key: 'FANTAN', noun: noun('Fan Tan', 'Fan Tan', 'Fan Tan', 'Fan Tan') },
  { key: 'ANDAR_BAHAR', noun: noun('Andar Bahar', 'Andar Bahar', 'Andar Bahar', 'Andar Bahar') },
  {
    key: 'POKER',
    noun: noun("Casino Hold'em", "Hold'em de Casino", "Hold'em de Cassino", "Hold'em de Casino"),
  },
];

export const liveAdjectives: Adjective[] = [
  adjective('Speed', 'Rápido|Rápida', 'Rápido|Rápida', 'Rapide'),
  adjective('VIP', 'VIP', 'VIP', 'VIP'),
  adjective('Lightning', 'Relámpago', 'Relâmpago', 'Éclair'),
  adjective('Classic', 'Clásico|Clásica', 'Clássico|Clássica', 'Classique'),
  adjective('Royal', 'Real', 'Real', 'Royal|Royale'),
  adjective('Golden', 'Dorado|Dorada', 'Dourado|Dourada', 'Doré|Dorée'),
];

/** Player-versus-player card and table games. */
export const pvpFamilies: Noun[] = [
  noun('Teen Patti', 'Teen Patti', 'Teen Patti', 'Teen Patti'),
  noun("Texas Hold'em", "Texas Hold'em", "Texas Hold'em", "Texas Hold'em"),
  noun('Rummy', 'Rummy', 'Rummy', 'Rami'),
  noun('Tongits', 'Tongits', 'Tongits', 'Tongits'),
  noun('Pusoy', 'Pusoy', 'Pusoy', 'Pusoy'),
  noun('Big Two', 'Big Two', 'Big Two', 'Big Two'),
  noun('Niu Niu', 'Niu Niu', 'Niu Niu', 'Niu Niu'),
  noun('Pai Gow', 'Pai Gow', 'Pai Gow', 'Pai Gow'),
  noun('Blackjack Duel', 'Duelo de Blackjack', 'Duelo de Blackjack', 'Duel de Blackjack'),
  noun('Omaha', 'Omaha', 'Omaha', 'Omaha'),
];

/** Board games (the BGS lobby). */
export const boardFamilies: Noun[] = [
  noun('Ludo', 'Ludo', 'Ludo', 'Ludo'),
  noun('Chess', 'Ajedrez', 'Xadrez', 'Échecs:mp'),
  noun('Checkers', 'Damas:fp', 'Damas:fp', 'Dames:fp'),
  noun('Mahjong', 'Mahjong', 'Mahjong', 'Mahjong'),
  noun('Domino', 'Dominó', 'Dominó', 'Domino'),
  noun('Backgammon', 'Backgammon', 'Gamão', 'Backgammon'),
  noun('Carrom', 'Carrom', 'Carrom', 'Carrom'),
  noun('Snakes & Ladders', 'Serpientes y Escaleras:fp', 'Cobras e Escadas:fp', 'Serpents et Échelles:mp'),
  noun('Okey', 'Okey', 'Okey', 'Okey'),
  noun('Dice', 'Dados:mp', 'Dados:mp', 'Dés:mp'),
];

/** Bingo, keno and scratch games (the BINGO lobby). */
export const bingoFamilies: Noun[] = [
  noun('Bingo', 'Bingo', 'Bingo', 'Bingo'),
  noun('Bingo 75', 'Bingo 75', 'Bingo 75', 'Bingo 75'),
  noun('Bingo 90', 'Bingo 90', 'Bingo 90', 'Bingo 90'),
  noun('Keno', 'Keno', 'Keno', 'Keno'),
  noun('Scratch Card', 'Raspadita:f', 'Raspadinha:f', 'Carte à Gratter:f'),
  noun('Pachinko', 'Pachinko', 'Pachinko', 'Pachinko'),
  noun('Lotto', 'Lotería:f', 'Loteria:f', 'Loto'),
];

/** A VASSALAGE game: a hall that opens a popup of its sub-games. */
export const hallHeads: Noun[] = [
  noun('Hall', 'Salón', 'Salão', 'Salle:f'),
  noun('Collection', 'Colección:f', 'Coleção:f', 'Collection:f'),
  noun('Club', 'Club', 'Clube', 'Club'),
];
