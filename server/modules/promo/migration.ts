import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Promotion pages: a promotion announcement (PR) names the promotion it presents and its category
 * tab; an application to a REQUEST promotion keeps when it was sent and decided, the operator's remark and
 * up to three images (uploads). The seeded promotions get their announcements, when seeded.
 */
export const promotionPagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('announcements')
      .addColumn('promotion_id', 'integer', (c) => c.references('promotions.id'))
      .addColumn('category', 'text')
      .execute();
    await db.schema
      .alterTable('promotion_entries')
      .addColumn('remark', 'text')
      .addColumn('applied_at', 'timestamptz')
      .addColumn('decided_at', 'timestamptz')
      .execute();
    await db.schema
      .createTable('promotion_application_images')
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('promotion_entries.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('upload_id', 'integer', (c) => c.notNull().unique().references('uploads.id'))
      .addPrimaryKeyConstraint('promotion_application_images_pk', ['entry_id', 'position'])
      .execute();
    await seedPromotionAnnouncements(db);
  },
};

interface PromotionPage {
  code: string;
  category: string;
  art: string;
  terms: Record<'en' | 'es' | 'pt' | 'ty', { title: string; content: string }>;
}

const pages: PromotionPage[] = [
  {
    code: 'WELCOME',
    category: 'welcome',
    art: 'promo_welcome',
    terms: {
      en: {
        title: 'Welcome bonus',
        content:
          '<p>Join and claim 50.00 once.</p><ul><li>One bonus per member.</li><li>Paid to the main wallet at once.</li></ul>',
      },
      es: {
        title: 'Bono de bienvenida',
        content:
          '<p>Únase y reclame 50.00 una vez.</p><ul><li>Un bono por miembro.</li><li>Se paga al monedero principal al instante.</li></ul>',
      },
      pt: {
        title: 'Bônus de boas-vindas',
        content:
          '<p>Participe e resgate 50.00 uma vez.</p><ul><li>Um bônus por membro.</li><li>Pago na carteira principal na hora.</li></ul>',
      },
      ty: {
        title: 'Bonus de bienvenue',
        content:
          '<p>Inscrivez-vous et réclamez 50.00 une fois.</p><ul><li>Un bonus par membre.</li><li>Versé aussitôt sur le portefeuille principal.</li></ul>',
      },
    },
  },
  {
    code: 'RELOAD_REVIEW',
    category: 'deposit',
    art: 'promo_reload',
    terms: {
      en: {
        title: 'Weekend reload',
        content:
          '<p>Apply for a 100.00 reload bonus with a short comment and up to three screenshots of your weekend deposits.</p><ul><li>PNG or JPG, at most 5 MB each.</li><li>Customer service reviews every application.</li></ul>',
      },
      es: {
        title: 'Recarga de fin de semana',
        content:
          '<p>Solicite un bono de recarga de 100.00 con un comentario breve y hasta tres capturas de sus depósitos del fin de semana.</p><ul><li>PNG o JPG, 5 MB como máximo cada una.</li><li>Atención al cliente revisa cada solicitud.</li></ul>',
      },
      pt: {
        title: 'Recarga de fim de semana',
        content:
          '<p>Solicite um bônus de recarga de 100.00 com um comentário curto e até três capturas dos seus depósitos do fim de semana.</p><ul><li>PNG ou JPG, no máximo 5 MB cada.</li><li>O atendimento analisa cada solicitação.</li></ul>',
      },
      ty: {
        title: 'Recharge du week-end',
        content:
          '<p>Demandez un bonus de recharge de 100.00 avec un court commentaire et jusqu’à trois captures de vos dépôts du week-end.</p><ul><li>PNG ou JPG, 5 Mo au plus chacune.</li><li>Le service client examine chaque demande.</li></ul>',
      },
    },
  },
  {
    code: 'LUCKY_RAFFLE',
    category: 'raffle',
    art: 'promo_raffle',
    terms: {
      en: { title: 'Lucky raffle', content: '<p>Claim your 10.00 raffle prize once.</p>' },
      es: { title: 'Sorteo de la suerte', content: '<p>Reclame su premio de 10.00 una vez.</p>' },
      pt: { title: 'Sorteio da sorte', content: '<p>Resgate seu prêmio de 10.00 uma vez.</p>' },
      ty: { title: 'Tombola chanceuse', content: '<p>Réclamez votre lot de 10.00 une fois.</p>' },
    },
  },
  {
    code: 'GRAND_OPENING',
    category: 'welcome',
    art: 'promo_opening',
    terms: {
      en: { title: 'Grand opening', content: '<p>An 80.00 bonus when the new lobby opens.</p>' },
      es: { title: 'Gran apertura', content: '<p>Un bono de 80.00 cuando abra el nuevo lobby.</p>' },
      pt: { title: 'Grande inauguração', content: '<p>Um bônus de 80.00 quando o novo lobby abrir.</p>' },
      ty: { title: 'Grande ouverture', content: '<p>Un bonus de 80.00 à l’ouverture du nouveau lobby.</p>' },
    },
  },
];

async function seedPromotionAnnouncements(db: Kysely<unknown>): Promise<void> {
  for (const [index, page] of pages.entries()) {
    const { en, ...translations } = page.terms;
    await sql`INSERT INTO announcements
        (type, group_name, title, content, image_path, link, start_time, end_time, sort, translations, promotion_id, category)
      SELECT 'PR', NULL, ${en.title}, ${en.content}, ${`/assets/banners/${page.art}.svg`}, NULL,
        p.start_time, p.end_time, ${100 + index}, ${JSON.stringify(translations)}::jsonb, p.id, ${page.category}
      FROM promotions p WHERE p.code = ${page.code}`.execute(db);
  }
}
