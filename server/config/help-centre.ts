import { z } from 'zod';

/**
 * The help centre the operator publishes (GET /wps/system/helpCenter): per language, sections of
 * articles. An article id is its deep link (/help#terms, /help?article=terms), the same in every
 * language, so the footer's About links and the register form's user agreement (terms) reach
 * it whatever language the visitor reads. A body is HTML (a plain text is a paragraph of it): the
 * elements sanitise it with DOMPurify before showing it, as they do every server HTML.
 */

const articleId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes');

const helpArticle = z.object({
  id: articleId,
  title: z.string().min(1).max(120),
  /** HTML, at most 20,000 characters; sanitised where it is shown. */
  body: z.string().min(1).max(20_000),
});

const helpSection = z.object({
  id: articleId,
  title: z.string().min(1).max(120),
  articles: z.array(helpArticle).max(100),
});

const helpLanguage = z.object({ sections: z.array(helpSection).max(30) }).refine(
  (language) => {
    const ids = language.sections.flatMap((section) => [section.id, ...section.articles.map((a) => a.id)]);
    return new Set(ids).size === ids.length;
  },
  { message: 'section and article ids are unique within a language' },
);

export type HelpCentreLanguage = z.infer<typeof helpLanguage>;

/** The content the site shipped with, in every language the site has texts for (another falls back: system/help-centre.ts). */
export const DEFAULT_HELP_CENTRE: Record<'es' | 'en' | 'pt' | 'ty', HelpCentreLanguage> = {
  en: {
    sections: [
      {
        id: 'getting-started',
        title: 'Getting started',
        articles: [
          {
            id: 'register',
            title: 'How to register',
            body: '<p>Choose Register in the header. Sign up with a username and password, or with your mobile number and the code we text you. If a friend or affiliate invited you, their invitation code is filled in for you.</p>',
          },
          {
            id: 'login',
            title: 'Logging in',
            body: '<p>Log in with your username and password, or choose Mobile login and enter the code sent to your phone. After three wrong passwords we ask you to type the characters shown in a picture. When you log in from a new network we may ask you to confirm it is you with a code sent by SMS or e-mail.</p>',
          },
          {
            id: 'password',
            title: 'Forgot or change your password',
            body: '<p>Choose "Forgot password?" on the login form. Enter your username and e-mail to get a reset link, or use your mobile number to get a code. If your password has expired, or you still use the password we gave you, you will be asked to choose a new one after logging in.</p>',
          },
          {
            id: 'demo',
            title: 'Free demo',
            body: '<p>Free demo opens a practice account with play money so you can try the games. Demo accounts cannot deposit or withdraw; register a real account to play for real.</p>',
          },
        ],
      },
      {
        id: 'about-us',
        title: 'About us',
        articles: [
          {
            id: 'about',
            title: 'About Company',
            body: '<p>Gamedeck runs sports betting, live casino, slots, fishing, lottery and PvP games for players and agents.</p>',
          },
          {
            id: 'contact',
            title: 'Contact Us',
            body: '<p>Our support team is available around the clock by live chat and Telegram from the Contact Us buttons on the site.</p>',
          },
          {
            id: 'terms',
            title: 'General Terms and Conditions',
            body: '<p>By opening an account you confirm that you are 18 or older and that online betting is legal where you live. One account per person.</p>',
          },
          {
            id: 'responsible',
            title: 'Responsible Gaming',
            body: '<p>Set yourself deposit and time limits, never chase losses, and take a break when it stops being fun. Ask support to close your account for a period if you need to.</p>',
          },
          {
            id: 'privacy',
            title: 'Privacy Policy',
            body: '<p>We keep only what we need to run your account and meet our licence. We never sell your data and never send your password by e-mail or SMS.</p>',
          },
          {
            id: 'affiliates',
            title: 'Affiliates',
            body: '<p>Agents earn from the players they bring. Share your invitation code or the register page link with ?referralCode= and your players are linked to you.</p>',
          },
          {
            id: 'refund',
            title: 'Refund Policy',
            body: '<p>Deposits credited to your wallet are not refundable once played. Contact support about any payment you do not recognise.</p>',
          },
        ],
      },
    ],
  },
  es: {
    sections: [
      {
        id: 'getting-started',
        title: 'Primeros pasos',
        articles: [
          {
            id: 'register',
            title: 'Cómo registrarse',
            body: '<p>Elija Registrarse en la cabecera. Regístrese con un nombre de usuario y una contraseña, o con su número de móvil y el código que le enviamos por SMS. Si un amigo o un afiliado le invitó, su código de invitación ya aparece completado.</p>',
          },
          {
            id: 'login',
            title: 'Iniciar sesión',
            body: '<p>Inicie sesión con su usuario y contraseña, o elija Acceso por móvil e introduzca el código enviado a su teléfono. Tras tres contraseñas incorrectas le pedimos que escriba los caracteres que aparecen en una imagen. Cuando inicie sesión desde una red nueva, podemos pedirle que confirme su identidad con un código enviado por SMS o por correo electrónico.</p>',
          },
          {
            id: 'password',
            title: 'Contraseña olvidada o cambio de contraseña',
            body: '<p>Elija «¿Olvidó su contraseña?» en el formulario de inicio de sesión. Introduzca su usuario y su correo electrónico para recibir un enlace de restablecimiento, o use su número de móvil para recibir un código. Si su contraseña ha caducado, o aún usa la contraseña que le dimos, se le pedirá que elija una nueva después de iniciar sesión.</p>',
          },
          {
            id: 'demo',
            title: 'Demo gratis',
            body: '<p>La demo gratis abre una cuenta de práctica con dinero ficticio para que pruebe los juegos. Las cuentas demo no pueden depositar ni retirar; registre una cuenta real para jugar de verdad.</p>',
          },
        ],
      },
      {
        id: 'about-us',
        title: 'Sobre nosotros',
        articles: [
          {
            id: 'about',
            title: 'Sobre la empresa',
            body: '<p>Gamedeck ofrece apuestas deportivas, casino en vivo, tragamonedas, pesca, lotería y juegos PvP para jugadores y agentes.</p>',
          },
          {
            id: 'contact',
            title: 'Contáctenos',
            body: '<p>Nuestro equipo de soporte atiende a toda hora por chat en vivo y Telegram desde los botones Contáctenos del sitio.</p>',
          },
          {
            id: 'terms',
            title: 'Términos y Condiciones Generales',
            body: '<p>Al abrir una cuenta confirma que tiene 18 años o más y que las apuestas en línea son legales donde vive. Una cuenta por persona.</p>',
          },
          {
            id: 'responsible',
            title: 'Juego responsable',
            body: '<p>Fíjese límites de depósito y de tiempo, nunca intente recuperar lo perdido y tómese un descanso cuando deje de ser divertido. Si lo necesita, pida al soporte que cierre su cuenta durante un tiempo.</p>',
          },
          {
            id: 'privacy',
            title: 'Política de privacidad',
            body: '<p>Solo guardamos lo necesario para gestionar su cuenta y cumplir nuestra licencia. Nunca vendemos sus datos ni enviamos su contraseña por correo electrónico o SMS.</p>',
          },
          {
            id: 'affiliates',
            title: 'Afiliados',
            body: '<p>Los agentes ganan con los jugadores que traen. Comparta su código de invitación o el enlace de la página de registro con ?referralCode= y sus jugadores quedarán vinculados a usted.</p>',
          },
          {
            id: 'refund',
            title: 'Política de reembolso',
            body: '<p>Los depósitos acreditados en su billetera no son reembolsables una vez jugados. Contacte con el soporte por cualquier pago que no reconozca.</p>',
          },
        ],
      },
    ],
  },
  pt: {
    sections: [
      {
        id: 'getting-started',
        title: 'Primeiros passos',
        articles: [
          {
            id: 'register',
            title: 'Como se cadastrar',
            body: '<p>Escolha Cadastrar no cabeçalho. Cadastre-se com um nome de usuário e uma senha, ou com o seu número de celular e o código que enviamos por SMS. Se um amigo ou afiliado convidou você, o código de convite dele já vem preenchido.</p>',
          },
          {
            id: 'login',
            title: 'Como entrar',
            body: '<p>Entre com seu usuário e senha, ou escolha Login por celular e digite o código enviado ao seu telefone. Depois de três senhas erradas pedimos que você digite os caracteres mostrados em uma imagem. Quando você entra a partir de uma rede nova, podemos pedir que confirme que é você com um código enviado por SMS ou e-mail.</p>',
          },
          {
            id: 'password',
            title: 'Esqueceu ou quer trocar a senha',
            body: '<p>Escolha "Esqueceu a senha?" no formulário de login. Digite seu usuário e e-mail para receber um link de redefinição, ou use o seu número de celular para receber um código. Se a sua senha expirou, ou você ainda usa a senha que nós fornecemos, será solicitado que escolha uma nova depois de entrar.</p>',
          },
          {
            id: 'demo',
            title: 'Demo grátis',
            body: '<p>A demo grátis abre uma conta de treino com dinheiro fictício para você experimentar os jogos. Contas demo não podem depositar nem sacar; cadastre uma conta real para jogar de verdade.</p>',
          },
        ],
      },
      {
        id: 'about-us',
        title: 'Sobre nós',
        articles: [
          {
            id: 'about',
            title: 'Sobre a empresa',
            body: '<p>A Gamedeck oferece apostas esportivas, cassino ao vivo, caça-níqueis, pescaria, loteria e jogos PvP para jogadores e agentes.</p>',
          },
          {
            id: 'contact',
            title: 'Fale conosco',
            body: '<p>Nossa equipe de suporte atende 24 horas por chat ao vivo e Telegram pelos botões Fale conosco do site.</p>',
          },
          {
            id: 'terms',
            title: 'Termos e Condições Gerais',
            body: '<p>Ao abrir uma conta, você confirma que tem 18 anos ou mais e que apostas on-line são legais onde você mora. Uma conta por pessoa.</p>',
          },
          {
            id: 'responsible',
            title: 'Jogo responsável',
            body: '<p>Defina limites de depósito e de tempo, nunca tente recuperar perdas e faça uma pausa quando deixar de ser divertido. Se precisar, peça ao suporte para fechar sua conta por um período.</p>',
          },
          {
            id: 'privacy',
            title: 'Política de privacidade',
            body: '<p>Guardamos apenas o necessário para manter sua conta e cumprir nossa licença. Nunca vendemos seus dados e nunca enviamos sua senha por e-mail ou SMS.</p>',
          },
          {
            id: 'affiliates',
            title: 'Afiliados',
            body: '<p>Os agentes ganham com os jogadores que trazem. Compartilhe seu código de convite ou o link da página de cadastro com ?referralCode= e seus jogadores ficam vinculados a você.</p>',
          },
          {
            id: 'refund',
            title: 'Política de reembolso',
            body: '<p>Depósitos creditados na sua carteira não são reembolsáveis depois de jogados. Fale com o suporte sobre qualquer pagamento que você não reconheça.</p>',
          },
        ],
      },
    ],
  },
  ty: {
    sections: [
      {
        id: 'getting-started',
        title: 'Premiers pas',
        articles: [
          {
            id: 'register',
            title: 'Comment s’inscrire',
            body: '<p>Choisissez S’inscrire dans l’en-tête. Inscrivez-vous avec un nom d’utilisateur et un mot de passe, ou avec votre numéro de mobile et le code que nous vous envoyons par SMS. Si un ami ou un affilié vous a invité, son code d’invitation est déjà rempli.</p>',
          },
          {
            id: 'login',
            title: 'Se connecter',
            body: '<p>Connectez-vous avec votre nom d’utilisateur et votre mot de passe, ou choisissez Connexion par mobile et saisissez le code envoyé sur votre téléphone. Après trois mots de passe erronés, nous vous demandons de recopier les caractères d’une image. Quand vous vous connectez depuis un nouveau réseau, nous pouvons vous demander de confirmer que c’est bien vous avec un code envoyé par SMS ou par e-mail.</p>',
          },
          {
            id: 'password',
            title: 'Mot de passe oublié ou changement de mot de passe',
            body: '<p>Choisissez « Mot de passe oublié ? » dans le formulaire de connexion. Saisissez votre nom d’utilisateur et votre e-mail pour recevoir un lien de réinitialisation, ou utilisez votre numéro de mobile pour recevoir un code. Si votre mot de passe a expiré, ou si vous utilisez encore celui que nous vous avons donné, il vous sera demandé d’en choisir un nouveau après la connexion.</p>',
          },
          {
            id: 'demo',
            title: 'Démo gratuite',
            body: '<p>La démo gratuite ouvre un compte d’entraînement avec de l’argent fictif pour essayer les jeux. Les comptes de démo ne peuvent ni déposer ni retirer ; ouvrez un vrai compte pour jouer pour de vrai.</p>',
          },
        ],
      },
      {
        id: 'about-us',
        title: 'À propos de nous',
        articles: [
          {
            id: 'about',
            title: 'À propos de l’entreprise',
            body: '<p>Gamedeck propose des paris sportifs, du casino en direct, des machines à sous, de la pêche, de la loterie et des jeux PvP aux joueurs et aux agents.</p>',
          },
          {
            id: 'contact',
            title: 'Nous contacter',
            body: '<p>Notre équipe d’assistance répond jour et nuit par chat en direct et par Telegram depuis les boutons Nous contacter du site.</p>',
          },
          {
            id: 'terms',
            title: 'Conditions générales',
            body: '<p>En ouvrant un compte, vous confirmez avoir 18 ans ou plus et que les paris en ligne sont légaux là où vous vivez. Un compte par personne.</p>',
          },
          {
            id: 'responsible',
            title: 'Jeu responsable',
            body: '<p>Fixez-vous des limites de dépôt et de temps, ne cherchez jamais à vous refaire et faites une pause quand le jeu n’est plus un plaisir. Si besoin, demandez à l’assistance de fermer votre compte pour un temps.</p>',
          },
          {
            id: 'privacy',
            title: 'Politique de confidentialité',
            body: '<p>Nous ne gardons que ce qu’il faut pour gérer votre compte et respecter notre licence. Nous ne vendons jamais vos données et n’envoyons jamais votre mot de passe par e-mail ou par SMS.</p>',
          },
          {
            id: 'affiliates',
            title: 'Affiliés',
            body: '<p>Les agents sont rémunérés sur les joueurs qu’ils amènent. Partagez votre code d’invitation ou le lien de la page d’inscription avec ?referralCode= et vos joueurs vous sont rattachés.</p>',
          },
          {
            id: 'refund',
            title: 'Politique de remboursement',
            body: '<p>Les dépôts crédités sur votre portefeuille ne sont pas remboursables une fois joués. Contactez l’assistance pour tout paiement que vous ne reconnaissez pas.</p>',
          },
        ],
      },
    ],
  },
};

/** The help centre per language code (es, en, pt, ty). */
export const helpCentreSchema = z
  .partialRecord(z.enum(['es', 'en', 'pt', 'ty']), helpLanguage)
  .default(DEFAULT_HELP_CENTRE);
export type HelpCentreConfig = z.infer<typeof helpCentreSchema>;
