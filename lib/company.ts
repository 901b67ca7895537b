// Who sells: the company named on receipts (and, later, in the legal pages). Configuration, because the
// demo brand has no real company behind it: the defaults say so plainly rather than invent one.
export const COMPANY = {
  name: process.env.COMPANY_NAME || 'Harbor VPN Demo Ltd (a fictional company)',
  address: process.env.COMPANY_ADDRESS || '1 Example Quay, Demo Harbour, Nowhere (a fictional address)',
  registration: process.env.COMPANY_REGISTRATION || 'Not registered: this is a demonstration site',
} as const;
