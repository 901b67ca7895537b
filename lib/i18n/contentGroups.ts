// The long-form marketing copy lives in one file per page group and language,
// messages/content/{group}/{locale}.json, so each group can be written and translated on its own.
// The group name is the message namespace: messages/content/faqPage/de.json is t('faqPage.…') in German.
export const CONTENT_GROUPS = [
  'homePage',
  'featurePages',
  'useCasePages',
  'downloadPages',
  'serverPages',
  'faqPage',
  'companyPages',
  'legalPages',
  'campaignPages',
  // Not long-form, but a group of its own so that the banner's texts travel alone to its client component.
  'ipBanner',
  // Scheduled gift delivery: the gift form's time zone, /paySuc's delivery line and the sent-gifts section of
  // /myAccount, carried to those client components by AccountScreen.
  'giftDelivery',
  // The payment result screens' texts (/paySuc, /paystatus), carried to their client component by AccountScreen.
  'payResult',
  // Sign-up: the /signup page (its title, description, heading and lead too: lib/seo/routes.ts), the links to
  // it from sign-in, pricing and redeem, and the free tier on /myAccount.
  'signup',
  // The printable receipt of a paid order (/myAccount/receipt/<id>), rendered on the server.
  'receipt',
  // Two-step sign-in: its section on /myAccount, the sign-in's second step and the reset's note, carried to those
  // client components by AccountScreen.
  'twoFactor',
  // The active sessions of /myAccount (docs/behaviour.md#sessions), carried to their client section by AccountScreen.
  'sessions',
  // The landing pages' long-form guides (docs/content.md): one file per page type and language, so each can be
  // written and translated on its own.
  'serviceGuides',
  'countryGuides',
  'featureGuides',
  // The texts of the pictures (docs/content.md#pictures): the maps' alt texts and legends, the app screen's
  // texts, the feature illustrations' descriptions.
  'pictures',
] as const;
