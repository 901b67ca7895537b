import { describe, expect, it } from 'vitest';
import { containsLink } from './links';

describe('containsLink', () => {
  const links = [
    'Claim it at https://evil.example/login', 'see http://x.co', 'hxxp? no: ftp://files.example', 'mailto:boss@corp.com',
    'go to www.harbor-login.com now', 'WWW . bank', 'visit paypal-secure.com', 'login at secure.bank', 'evil.ru/verify',
    'bit.ly/abc', 'Open evil。com', 'ｅｖｉｌ．ｃｏｍ', 'sub.domain.example.org', 'javascript:alert(1)', 'tinyurl. com/x',
    'write to me: someone@example.com',
  ];
  for (const text of links) it(`finds a link in ${JSON.stringify(text)}`, () => expect(containsLink(text)).toBe(true));

  const plain = [
    'Happy birthday! Enjoy a year of private browsing.', 'Joyeux anniversaire, Léa !', 'It costs 3.50 a month, e.g. less than coffee',
    'عيد ميلاد سعيد!', 'お誕生日おめでとう。楽しんでね。', 'С днём рождения. Обнимаю.', 'Dr. Smith says hi', 'Love, Mum. xx', '',
    'Version 2.0 is out', 'See you at 10.30.',
  ];
  for (const text of plain) it(`finds no link in ${JSON.stringify(text)}`, () => expect(containsLink(text)).toBe(false));
});
