import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_CENTRE } from '../../../server/config/help-centre';

/**
 * The Spanish texts address the reader as "usted", never "tú". The forms below are only ever the informal
 * reader: possessives and pronouns, second-person verbs, informal imperatives with a pronoun attached, and
 * informal imperatives opening a sentence or clause. Words that are also something else are left out (ganas,
 * a noun; cierra, abre, añade and cambia, said of things in the third person: "el sorteo se abre", "el perfil
 * añade el icono"), so a hit is a real slip.
 */
const informal: readonly RegExp[] = [
  /\b(tú|tu|tus|te|ti|contigo|tuyo|tuya|tuyos|tuyas)\b/iu,
  /\b(tienes|puedes|debes|quieres|estás|eres|has|vas|necesitas|sabes|juegas|deseas|prefieres|olvidaste)\b/iu,
  /\b(inténtalo|regístrate|únete|cópiala|cópialo|pruébalo|descárgala|instálala|confírmalo|cámbialos|conviértelos|ponte|tómate|fíjate|asegúrate)\b/iu,
  /(^|[.:;!?¡¿]\s*)(inicia|haz|elige|escribe|usa|crea|ingresa|introduce|juega|gana|espera|vuelve|prueba|toca|convierte|selecciona|confirma|sigue|pulsa|revisa|comprueba|recarga|deposita|retira|pide|guarda|contacta|completa|mira|lee|acepta|envía|descarga|instala|copia|comparte|invita|consulta|verifica|busca|elimina|borra|recuerda|intenta)\s/iu,
];

const informalIn = (text: string) => informal.some((form) => form.test(text));

const localesDir = join(import.meta.dirname, '../../../locales/es');

describe('Spanish register', () => {
  it('recognises the informal forms and leaves the formal ones alone', () => {
    for (const text of [
      'Inicia sesión para ver tus puntos',
      'No tienes favoritos.',
      'Has ganado 1.00',
      'Aquí no se permite copiar; selecciona la contraseña',
      'Inténtalo más tarde.',
      'El moderador te ha silenciado.',
    ])
      expect(informalIn(text), text).toBe(true);
    for (const text of [
      'Inicie sesión para ver sus puntos',
      'No tiene favoritos.',
      'Ha ganado 1.00',
      'Cierra en',
      'El próximo sorteo se abre en un momento.',
      'La oferta espera su respuesta.',
      'Lo que no se envió sigue en el cuadro.',
      'Pantalla completa',
      'Añade el icono a su pantalla de inicio.',
      'Agregar imágenes de prueba',
    ])
      expect(informalIn(text), text).toBe(false);
  });

  it('every text of locales/es addresses the reader as usted', () => {
    const slips: string[] = [];
    for (const file of readdirSync(localesDir)) {
      const texts: Record<string, string> = JSON.parse(readFileSync(join(localesDir, file), 'utf8'));
      for (const [key, text] of Object.entries(texts)) if (informalIn(text)) slips.push(`${key}: ${text}`);
    }
    expect(slips).toEqual([]);
  });

  it('the help articles the server ships in Spanish address the reader as usted', () => {
    const slips = DEFAULT_HELP_CENTRE.es.sections
      .flatMap((section) => [
        section.title,
        ...section.articles.flatMap((article) => [article.title, article.body]),
      ])
      .map((text) => text.replace(/<[^>]+>/g, ' '))
      .filter(informalIn);
    expect(slips).toEqual([]);
  });
});
