// A paid order's printable receipt (docs/behaviour.md#receipts): reached from the account's receipt list, in
// the buyer's language, with a print layout of the receipt alone; another account's receipt is a 404.
import type { Page } from '@playwright/test';
import { readMessages } from '@/lib/i18n/messageFiles';
import { addSessionCookies, createAccount, expect, sessionCookie, test } from './support/fixtures';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = 'receipt passphrase 1';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the message tree is read by key path here
type Tree = Record<string, any>;

async function signInAs(page: Page, request: Parameters<typeof sessionCookie>[0], baseURL: string, email: string) {
  const session = await sessionCookie(request, baseURL, email, PASSWORD);
  await page.context().clearCookies();
  await addSessionCookies(page.context(), baseURL, session);
}

for (const lang of ['en', 'ar'] as const) {
  const m = readMessages(lang) as Tree;
  const prefix = lang === 'en' ? '' : `/${lang}`;

  test(`${lang}: the receipt of a purchase opens from /myAccount, prints alone, and is a 404 for another account`, async ({ page, request, baseURL }) => {
    const buyer = unique(`receipt-${lang}`);
    const other = unique(`receipt-other-${lang}`);
    await createAccount(request, baseURL!, buyer, PASSWORD);
    await createAccount(request, baseURL!, other, PASSWORD);
    await signInAs(page, request, baseURL!, buyer);

    await page.goto(`${prefix}/myAccount`);
    const receipts = page.getByRole('region', { name: m.account.my.subscription }).getByRole('listitem');
    await expect(receipts).toHaveCount(1);
    await receipts.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/myAccount/receipt/ord_[0-9a-f]{32}$`));
    const orderId = page.url().split('/').pop()!;

    const receipt = page.getByRole('article', { name: m.receipt.title });
    await expect(receipt).toContainText(orderId);
    await expect(receipt).toContainText(m.receipt.seller);
    await expect(receipt).toContainText(m.account.my.methods.sandbox);
    await expect(receipt.getByTestId('receipt-test')).toHaveText(m.receipt.testOrder);
    await expect(receipt.getByTestId('receipt-refund')).toHaveText(m.refund.reasons.test_order);
    // The spec's date format, in UTC on a document.
    await expect(receipt).toContainText(/\d{4}-\d{2}-\d{2} \S+ \d{2}:\d{2}:\d{2} UTC/);
    await expect(page).toHaveTitle(new RegExp(orderId));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // On paper: the receipt and nothing else of the site, on one A4 page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header, header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(page.getByRole('button', { name: m.receipt.print })).toBeHidden();
    await expect(receipt).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
    await page.emulateMedia({ media: 'screen' });

    // Another account: the same address answers like an order that never existed.
    await signInAs(page, request, baseURL!, other);
    const response = await page.goto(`${prefix}/myAccount/receipt/${orderId}`);
    expect(response!.status()).toBe(404);
    const unknown = await page.goto(`${prefix}/myAccount/receipt/ord_00000000000000000000000000000000`);
    expect(unknown!.status()).toBe(404);
  });
}

test('signed out, a receipt address leads to sign-in and back', async ({ page }) => {
  await page.goto('/myAccount/receipt/ord_00000000000000000000000000000000');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
