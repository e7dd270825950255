/**
 * A whole number's digits with a comma between each group of three ('1234567' → '1,234,567'), as en-AU writes them.
 * By hand rather than `toLocaleString`, whose first call in a browser loads the runtime's number-format data.
 */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
