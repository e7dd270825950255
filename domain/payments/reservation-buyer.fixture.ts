/** A buyer as the reserve page sends one: valid on every tenant (an Australian mobile is taken on NZ sites too). */
export const BUYER = { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678' } as const
