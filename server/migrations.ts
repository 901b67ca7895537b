// Numbered schema migrations, applied in order at start inside one transaction each. Never edit a
// migration that has shipped: add the next number.
export const migrations: ReadonlyArray<{ id: number; sql: string }> = [
  {
    id: 1,
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT,
        password_set INTEGER NOT NULL DEFAULT 0,
        password_changed_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        revoked_reason TEXT
      );
      CREATE INDEX sessions_account ON sessions(account_id);
      CREATE TABLE devices (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        app_type INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        last_active_at INTEGER NOT NULL,
        UNIQUE (account_id, app_type, user_id)
      );
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        public_id TEXT NOT NULL UNIQUE,
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        kind TEXT NOT NULL CHECK (kind IN ('subscription', 'gift')),
        plan_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        currency TEXT NOT NULL,
        platform TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled')),
        idempotency_key TEXT UNIQUE,
        gift_json TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE subscriptions (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        plan_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'expired', 'cancelled', 'refunded')),
        payment_method TEXT NOT NULL,
        order_id INTEGER REFERENCES orders(id),
        is_renewal INTEGER NOT NULL DEFAULT 0,
        started_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        auto_renew INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX subscriptions_account ON subscriptions(account_id);
      CREATE TABLE gift_cards (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        order_id INTEGER NOT NULL REFERENCES orders(id),
        plan_id TEXT NOT NULL,
        months INTEGER NOT NULL,
        recipient_email TEXT NOT NULL,
        message TEXT NOT NULL DEFAULT '',
        deliver_at INTEGER NOT NULL,
        redeemed_by INTEGER REFERENCES accounts(id),
        redeemed_at INTEGER
      );
      CREATE TABLE verification_codes (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE,
        purpose TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER
      );
      CREATE INDEX verification_email ON verification_codes(email, purpose);
      CREATE TABLE refund_requests (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        subscription_id INTEGER REFERENCES subscriptions(id),
        reason TEXT NOT NULL,
        user_ref TEXT NOT NULL,
        receipt TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE analytics_events (
        id INTEGER PRIMARY KEY,
        user_id TEXT,
        event_name TEXT NOT NULL,
        payload TEXT NOT NULL,
        received_at INTEGER NOT NULL
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        to_addr TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        sent_at INTEGER
      );
    `,
  },
  {
    // The newsletter of /edmsub: one row per address, kept after unsubscribing (subscribing again reuses it).
    id: 2,
    sql: `
      CREATE TABLE newsletter_subscriptions (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        language TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('subscribed', 'unsubscribed')),
        subscribed_at INTEGER NOT NULL,
        unsubscribed_at INTEGER,
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    // The catalogue moves into the store so an operator can publish a post or change a price without a
    // rebuild (server/catalogue.ts seeds it once from server/seed). Prices in cents, like orders.
    id: 3,
    sql: `
      CREATE TABLE plans (
        id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL,
        interval_count INTEGER NOT NULL CHECK (interval_count > 0),
        interval_unit TEXT NOT NULL CHECK (interval_unit IN ('DAY', 'WEEK', 'MONTH', 'YEAR')),
        price_cents INTEGER NOT NULL CHECK (price_cents > 0),
        month_price_cents INTEGER NOT NULL CHECK (month_price_cents > 0),
        price_unit TEXT NOT NULL,
        discount_percent INTEGER NOT NULL DEFAULT 0,
        is_recommend INTEGER NOT NULL DEFAULT 0,
        position INTEGER NOT NULL DEFAULT 0,
        on_sale INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE blog_posts (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        source TEXT NOT NULL CHECK (source IN ('wordpress', 'system')),
        category TEXT NOT NULL,
        tags TEXT NOT NULL,
        author TEXT NOT NULL,
        published_at TEXT NOT NULL,
        cover TEXT NOT NULL
      );
      CREATE TABLE blog_translations (
        post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
        lang TEXT NOT NULL,
        title TEXT NOT NULL,
        excerpt TEXT NOT NULL,
        html TEXT NOT NULL,
        PRIMARY KEY (post_id, lang)
      );
    `,
  },
  {
    // Test orders (PAYMENT_SANDBOX, docs/api.md#payment-providers) are marked, and so is the subscription time
    // they gave: test time is never refund-eligible and reads "test" wherever a person sees it. Until now the
    // sandbox was the only provider, so every order so far, and the time from orders and gift cards, was a test;
    // only the demo account's seeded purchase (server/seed/demo.ts) stands for one a real provider took.
    id: 4,
    sql: `
      ALTER TABLE orders ADD COLUMN test INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE subscriptions ADD COLUMN test INTEGER NOT NULL DEFAULT 0;
      UPDATE orders SET test = 1 WHERE public_id <> 'demo-order-1';
      UPDATE subscriptions SET test = 1 WHERE order_id IN (SELECT id FROM orders WHERE test = 1) OR payment_method = 'gift_card';
      CREATE INDEX orders_gift_recent ON orders(kind, created_at);
    `,
  },
  {
    // Scheduled gifts (docs/behaviour.md#gift-delivery): a card is e-mailed at 09:00 of its delivery day in the
    // buyer's zone (deliver_after, the UTC moment) by the delivery job, which claims it by setting delivered_at.
    // Until now every card was e-mailed when its order was paid: existing cards are delivered (then), their day
    // read in UTC. A card written without deliver_after (a server of the previous version during a rolling
    // restart, which mails it at once) is delivered on insert, so the job never mails it a second time.
    // Resends by the buyer are recorded: they are limited per card and count in the gift e-mail limits.
    id: 5,
    sql: `
      ALTER TABLE gift_cards ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
      ALTER TABLE gift_cards ADD COLUMN deliver_after INTEGER;
      ALTER TABLE gift_cards ADD COLUMN delivered_at INTEGER;
      UPDATE gift_cards SET
        deliver_after = deliver_at + 9 * 3600000,
        delivered_at = COALESCE((SELECT updated_at FROM orders WHERE orders.id = gift_cards.order_id), deliver_at);
      CREATE INDEX gift_cards_due ON gift_cards(deliver_after) WHERE delivered_at IS NULL;
      CREATE INDEX gift_cards_order ON gift_cards(order_id);
      CREATE TRIGGER gift_cards_unscheduled AFTER INSERT ON gift_cards WHEN NEW.deliver_after IS NULL
      BEGIN
        UPDATE gift_cards SET deliver_after = NEW.deliver_at + 9 * 3600000, delivered_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000
        WHERE id = NEW.id;
      END;
      CREATE TABLE gift_card_resends (
        id INTEGER PRIMARY KEY,
        card_id INTEGER NOT NULL REFERENCES gift_cards(id),
        account_id INTEGER NOT NULL REFERENCES accounts(id),
        recipient_email TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX gift_card_resends_recent ON gift_card_resends(created_at);
    `,
  },
  {
    // Two-step sign-in (docs/behaviour.md#two-factor, docs/security.md#two-factor). One row per account that has
    // started or finished a setup: `secret` (AES-256-GCM, server/twoFactor.ts) once confirmed, `pending_secret`
    // while a setup waits for its first code (it protects nothing until then); `last_step`, the newest TOTP time
    // step accepted, so a code works once. Recovery codes are scrypt hashes, found by their first group
    // (`lookup`). Sign-in challenges are stored as SHA-256 hashes, single use, with their wrong tries.
    id: 6,
    sql: `
      CREATE TABLE two_factor (
        account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        secret TEXT,
        enabled_at INTEGER,
        last_step INTEGER NOT NULL DEFAULT -1,
        pending_secret TEXT,
        pending_expires_at INTEGER,
        pending_attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE two_factor_recovery_codes (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        lookup TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX two_factor_recovery_lookup ON two_factor_recovery_codes(account_id, lookup);
      CREATE TABLE two_factor_challenges (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER
      );
      CREATE INDEX two_factor_challenges_expiry ON two_factor_challenges(expires_at);
    `,
  },
  {
    // Active sessions on /myAccount (docs/behaviour.md#sessions): each session gets an opaque public id (never the
    // token or its hash), the User-Agent of its sign-in (at most 256 characters), the country of the address it
    // signed in from — the code only: the address itself is never stored (docs/security.md#sessions) — and when
    // it was last used (written at most once a minute, server/sessions.ts). Existing sessions get an id and
    // their start as last activity. A session written without them (a server of the previous version during a
    // rolling restart) gets them on insert. When a session ends, its User-Agent and country are forgotten.
    id: 7,
    sql: `
      ALTER TABLE sessions ADD COLUMN public_id TEXT;
      ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
      ALTER TABLE sessions ADD COLUMN country TEXT NOT NULL DEFAULT '';
      ALTER TABLE sessions ADD COLUMN last_active_at INTEGER;
      UPDATE sessions SET public_id = 'ses_' || lower(hex(randomblob(16))), last_active_at = created_at;
      CREATE UNIQUE INDEX sessions_public_id ON sessions(public_id);
      CREATE TRIGGER sessions_public_id_missing AFTER INSERT ON sessions
      WHEN NEW.public_id IS NULL OR NEW.last_active_at IS NULL
      BEGIN
        UPDATE sessions SET
          public_id = COALESCE(NEW.public_id, 'ses_' || lower(hex(randomblob(16)))),
          last_active_at = COALESCE(NEW.last_active_at, NEW.created_at)
        WHERE id = NEW.id;
      END;
      CREATE TRIGGER sessions_forget_client AFTER UPDATE OF revoked_at ON sessions
      WHEN OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL
      BEGIN
        UPDATE sessions SET user_agent = '', country = '' WHERE id = NEW.id;
      END;
    `,
  },
];
