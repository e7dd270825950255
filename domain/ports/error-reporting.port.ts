export interface ErrorReportingPort {
  report(message: string, context?: Record<string, unknown>): void
}
