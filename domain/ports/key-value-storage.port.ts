/**
 * The shopper's key-value storage (the browser's localStorage or sessionStorage, per origin so per tenant): the slice
 * of Storage the stored local data, the stored user and the success car are kept in. Null where there is none
 * (disabled or absent storage): forms still work, without tracking or prefill.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
