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
] as const;
