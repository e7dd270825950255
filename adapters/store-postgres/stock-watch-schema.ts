/**
 * The stock watch's tables (a migration of migrations.ts): each tenant's last run, its current snapshot, every change
 * with its run and time, and the leases of the deployment's periodic jobs.
 */
export const STOCK_WATCH_MIGRATION = `
  CREATE TABLE stock_watch_runs (tenant TEXT PRIMARY KEY, run INTEGER NOT NULL, at BIGINT NOT NULL);
  CREATE TABLE stock_snapshot (
    tenant TEXT NOT NULL, car_id TEXT NOT NULL, price DOUBLE PRECISION, period TEXT NOT NULL, status TEXT NOT NULL,
    created_at BIGINT NOT NULL, PRIMARY KEY (tenant, car_id));
  CREATE TABLE stock_changes (
    tenant TEXT NOT NULL, run INTEGER NOT NULL, seq INTEGER NOT NULL, at BIGINT NOT NULL, baseline BOOLEAN NOT NULL,
    car_id TEXT NOT NULL, kind TEXT NOT NULL, price DOUBLE PRECISION, period TEXT NOT NULL, status TEXT NOT NULL,
    created_at BIGINT NOT NULL, from_price DOUBLE PRECISION, from_period TEXT, PRIMARY KEY (tenant, run, seq));
  CREATE INDEX stock_changes_car ON stock_changes (tenant, car_id, run);
  CREATE TABLE job_leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until BIGINT NOT NULL);
`
