import { expect, test } from '@playwright/test';

test('/redirect sends the visitor on to a page of this site', async ({ page }) => {
  await page.goto('/redirect?to=%2Fde%2Fpricing%3Fplan%3D1024');
  await expect(page).toHaveURL(/\/de\/pricing\?plan=1024$/);
});

for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
  test(`/redirect refuses the off-site target ${target}`, async ({ page }) => {
    await page.goto(`/redirect?to=${encodeURIComponent(target)}`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/redirect');
    await expect(page.locator('main a')).toHaveAttribute('href', '/');
  });
}
