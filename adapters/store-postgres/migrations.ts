import { STOCK_WATCH_MIGRATION } from './stock-watch-schema.ts'

/**
 * The PostgreSQL schema, one migration per entry, applied in order and never edited once released: a change is a
 * new entry. Times are epoch milliseconds (BIGINT), as in the embedded store.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE leads (
    id TEXT PRIMARY KEY, tenant TEXT NOT NULL, destination TEXT NOT NULL, version INTEGER NOT NULL,
    created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL, remote_id TEXT, request_key TEXT, seq BIGSERIAL);
  CREATE INDEX leads_by_tenant ON leads (tenant, created_at DESC);
  CREATE UNIQUE INDEX leads_by_request_key ON leads (tenant, request_key) WHERE request_key IS NOT NULL;
  CREATE TABLE lead_versions (
    lead_id TEXT NOT NULL REFERENCES leads (id), version INTEGER NOT NULL, payload JSON NOT NULL,
    received_at BIGINT NOT NULL, idempotency_key TEXT NOT NULL UNIQUE,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at BIGINT NOT NULL, claimed_until BIGINT, claimed_by TEXT,
    last_error TEXT, delivered_at BIGINT, seq BIGSERIAL, PRIMARY KEY (lead_id, version));
  CREATE INDEX lead_versions_due ON lead_versions (next_attempt_at, seq) WHERE state = 'pending';
  CREATE TABLE delivered_leads (
    idempotency_key TEXT PRIMARY KEY, lead_id TEXT NOT NULL, version INTEGER NOT NULL, tenant TEXT NOT NULL,
    destination TEXT NOT NULL, payload JSON NOT NULL, delivered_at BIGINT NOT NULL, seq BIGSERIAL);
  CREATE INDEX delivered_leads_by_tenant ON delivered_leads (tenant, delivered_at DESC);
  CREATE TABLE reservations (
    tenant TEXT NOT NULL, car_id TEXT NOT NULL, reserved_at BIGINT NOT NULL, intent_id TEXT, PRIMARY KEY (tenant, car_id));
  CREATE TABLE spent_answers (key TEXT PRIMARY KEY, lead_id TEXT NOT NULL, expires_at BIGINT NOT NULL);
  CREATE TABLE tenant_versions (tenant TEXT PRIMARY KEY, version BIGINT NOT NULL);
  CREATE TABLE rate_buckets (
    name TEXT NOT NULL, key TEXT NOT NULL, tokens DOUBLE PRECISION NOT NULL, at BIGINT NOT NULL, rev BIGINT NOT NULL,
    PRIMARY KEY (name, key));
  CREATE TABLE auth_codes (
    id BIGSERIAL PRIMARY KEY, tenant TEXT NOT NULL, email TEXT NOT NULL, code_hash TEXT NOT NULL, created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, used BOOLEAN NOT NULL DEFAULT FALSE);
  CREATE INDEX auth_codes_email ON auth_codes (tenant, email, created_at);
  CREATE TABLE auth_users (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, email TEXT NOT NULL, created_at BIGINT NOT NULL, UNIQUE (tenant, email));
  CREATE TABLE auth_sessions (token_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id TEXT NOT NULL, expires_at BIGINT NOT NULL);
  CREATE TABLE auth_watchlist (user_id TEXT NOT NULL, car_id TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (user_id, car_id));
  `,
  `
  CREATE TABLE payment_intents (
    id TEXT PRIMARY KEY, provider TEXT NOT NULL, tenant TEXT NOT NULL, car_id TEXT NOT NULL, amount_cents INTEGER NOT NULL,
    currency TEXT NOT NULL, state TEXT NOT NULL, failure TEXT, client_data TEXT NOT NULL, provider_ref TEXT, next_action TEXT,
    attempt INTEGER NOT NULL DEFAULT 0, dealer_action TEXT, action_at BIGINT, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL);
  CREATE INDEX payment_intents_car ON payment_intents (tenant, car_id);
  CREATE INDEX payment_intents_pending_action ON payment_intents (action_at) WHERE next_action IS NOT NULL;
  `,
  `
  CREATE TABLE passed_tokens (key TEXT PRIMARY KEY, until BIGINT NOT NULL);
  CREATE INDEX passed_tokens_until ON passed_tokens (until);
  `,
  // Room on each page for a row's later versions (pages filled by inserts had none): a version's claim and its
  // delivery mark (two more versions of the row), and a lead's receiver id (one, longer than the row it replaces),
  // are then written beside the row, where the WAL logs only the changed part of it, instead of a whole copy (its
  // payload included) on another page; a claim changes no indexed column, so it is also a HOT update (no index
  // entries). The price is disk: the versions' pages hold a third of what they could, the leads' two fifths. New
  // pages only: existing ones fill as before.
  `
  ALTER TABLE lead_versions SET (fillfactor = 34);
  ALTER TABLE leads SET (fillfactor = 40);
  `,
  // A version is only ever written with its lead: the first in the statement that writes the lead (lead-store.ts'
  // leadWrites, which inserts versions only for the leads it inserted), a later one from the lead's row updated in
  // the same statement (ADD_VERSION); no lead is ever deleted. The foreign key re-checked that per version written,
  // a look-up of the lead that also locks its row (a WAL record each): a real share of a batch of creates'
  // execution, for a rule the writes already keep.
  `
  ALTER TABLE lead_versions DROP CONSTRAINT IF EXISTS lead_versions_lead_id_fkey;
  `,
  // A version's idempotency key is its lead's id and its number (idempotencyKey()), so the primary key (lead_id,
  // version) already keeps it unique, and the delivery's claims and marks find a version by that key's parts
  // (lead-store.ts' versionOfKey). The unique index on the key itself is one more entry written per version, and
  // again per delivery mark (a mark changes the state, so it is not a HOT update and every index gets a new entry).
  `
  ALTER TABLE lead_versions DROP CONSTRAINT IF EXISTS lead_versions_idempotency_key_key;
  `,
  // Providers' notifications taken, by event id (a Stripe event is acted on once: shared-state.ts' seen events).
  `
  CREATE TABLE seen_events (key TEXT PRIMARY KEY, expires_at BIGINT NOT NULL);
  CREATE INDEX seen_events_expires ON seen_events (expires_at);
  `,
  // Who reserves a car online (the reserve page's name, email and phone, as JSON), kept with the reservation for the
  // dealer's lead; reservations made before have none and send no lead.
  `
  ALTER TABLE payment_intents ADD COLUMN IF NOT EXISTS buyer TEXT;
  `,
  // The stock watch: snapshots, changes and job leases (stock-watch-schema.ts).
  STOCK_WATCH_MIGRATION,
]
