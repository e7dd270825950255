export { ChatWidget } from './ChatWidget.tsx'
export { chatStateFor, hasChat } from '@domain/tenancy/chat-visibility.ts'
