// Who sells and who is responsible for personal data: the company named on receipts and in the legal pages
// (docs/legal.md#company). Configuration, because the demo brand has no real company behind it: the defaults say
// so plainly rather than invent one. Each value is read from the environment when it is used, so a test (or a
// per-request page such as a receipt) sees the current setting; the legal pages are pre-rendered, so there the
// values of the build apply. Values are shown as they are in every language: give names, not sentences.
const setting = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

export const COMPANY = {
  /** COMPANY_NAME: the legal name of the company (receipts, the controller in the privacy policy, the terms). */
  get name() {
    return setting('COMPANY_NAME', 'Harbor VPN Demo Ltd (a fictional company)');
  },
  /** COMPANY_ADDRESS: its registered postal address, on one line. */
  get address() {
    return setting('COMPANY_ADDRESS', '1 Example Quay, Demo Harbour, Nowhere (a fictional address)');
  },
  /** COMPANY_REGISTRATION: the register and number (and VAT number, if any). */
  get registration() {
    return setting('COMPANY_REGISTRATION', 'Not registered: this is a demonstration site');
  },
  /** COMPANY_PRIVACY_EMAIL: where data-protection questions and requests go (privacy policy, terms, contact). */
  get privacyEmail() {
    return setting('COMPANY_PRIVACY_EMAIL', 'privacy@harborvpn.example');
  },
  /** COMPANY_GOVERNING_LAW: the law that governs the terms, as a name ("Ireland"), shown after "Governing law:". */
  get governingLaw() {
    return setting('COMPANY_GOVERNING_LAW', 'Nowhere (a fictional jurisdiction: this is a demonstration site)');
  },
  /** COMPANY_JURISDICTION: the courts for disputes ("The courts of Dublin, Ireland"), shown after "Courts:". */
  get jurisdiction() {
    return setting('COMPANY_JURISDICTION', 'The courts of Demo Harbour, Nowhere (fictional courts: this is a demonstration site)');
  },
};

/** The company details as the placeholders of the legal copy: {companyName}, {privacyEmail}, … */
export function companyValues() {
  return {
    companyName: COMPANY.name,
    companyAddress: COMPANY.address,
    companyRegistration: COMPANY.registration,
    privacyEmail: COMPANY.privacyEmail,
    governingLaw: COMPANY.governingLaw,
    jurisdiction: COMPANY.jurisdiction,
  };
}
