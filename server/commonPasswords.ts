// The most common passwords of 8 or more characters (shorter ones are refused by length anyway),
// from public breach-corpus frequency lists. Compared lower-cased.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '00000000', '11111111', '11223344', '123123123', '12341234', '12345678', '123456789', '1234567890',
  '12345678910', '1234abcd', '1234qwer', '123qweasd', '147258369', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  '1qazxsw2', '87654321', '88888888', '987654321', 'aaaaaaaa', 'abc12345', 'abcd1234', 'admin123',
  'administrator', 'arsenal1', 'asdfasdf', 'asdfghjk', 'autumn2026', 'baseball', 'baseball1', 'batman123',
  'changeme', 'changeme1', 'chelsea1', 'computer', 'dragon123', 'football', 'football1', 'harborvpn',
  'harborvpn1', 'harborvpn123', 'iloveu123', 'iloveyou', 'iloveyou1', 'internet', 'iphone123', 'jennifer',
  'jordan23', 'letmein1', 'liverpool', 'loveyou1', 'master123', 'michelle', 'monkey123', 'mypassword',
  'mypassword1', 'naruto123', 'p@ssw0rd', 'p@ssword', 'passw0rd', 'password', 'password!', 'password1',
  'password1!', 'password12', 'password123', 'password1234', 'pokemon1', 'princess1', 'q1w2e3r4',
  'q1w2e3r4t5', 'qazwsxedc', 'qweasdzxc', 'qwerty123', 'qwerty1234', 'qwerty12345', 'qwertyui', 'qwertyuiop',
  'samsung1', 'secret123', 'shadow12', 'spring2026', 'starwars', 'summer2024', 'summer2025', 'summer2026',
  'sunshine1', 'superman', 'trustno1', 'vpnpassword', 'welcome1', 'welcome123', 'whatever', 'winter2025',
  'winter2026', 'zaq12wsx', 'zxcvbnm1', 'zxcvbnm123',
]);
