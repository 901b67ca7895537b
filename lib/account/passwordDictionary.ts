// The common-password list and zxcvbn's estimator in the browser, loaded on demand.
//
// Client-side choice (ASVS 6.2.4, docs/security.md "Passwords (ASVS 6.2.x)"): the dictionary is NOT in any
// page's first-load JavaScript. @zxcvbn-ts/core and @zxcvbn-ts/language-common (≈ 0.5 MB before
// compression) are fetched with a dynamic import() — a chunk of their own — only when a new-password field
// is first focused or typed in (components/account/NewPasswordField.tsx). Once here, the list sharpens the
// inline check (too_common before sending) and zxcvbn's score the strength hint; until then, and if the
// chunk never arrives, the forms check everything else and the server's 10002 answer covers the list.
// Nothing may import these packages statically on the client (lib/account/passwordDictionary.test.ts).
import type { Score } from '@zxcvbn-ts/core';

export interface PasswordDictionary {
  /** The common passwords, lower-case (the same list the server refuses). */
  common: ReadonlySet<string>;
  /** zxcvbn's score (0 weakest – 4 strongest), with words an attacker would know of this account. */
  score(password: string, userInputs: string[]): Score;
}

let loaded: PasswordDictionary | null = null;
let loading: Promise<PasswordDictionary> | null = null;

/** Starts loading (once) and resolves with the dictionary; a failed load may be tried again. */
export function loadPasswordDictionary(): Promise<PasswordDictionary> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, language]) => {
      const zxcvbn = new core.ZxcvbnFactory({ dictionary: language.dictionary, graphs: language.adjacencyGraphs });
      loaded = {
        common: new Set(language.dictionary['passwords-common'].map((w) => w.toLowerCase())),
        score: (password, userInputs) => zxcvbn.check(password, userInputs).score,
      };
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The dictionary if it has arrived, else null (callers then skip what needs it). */
export function loadedPasswordDictionary(): PasswordDictionary | null {
  return loaded;
}
