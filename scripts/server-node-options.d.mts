/** `execArgv` with the production server's Node options added (once); none from Node 24 on, where they are the default. */
export function serverNodeOptions(execArgv?: readonly string[], version?: string): string[]
